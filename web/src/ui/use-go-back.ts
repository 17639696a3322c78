import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Back within the app; a page opened directly (no history here) goes to the home board instead. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') void navigate('/home', { replace: true });
    else void navigate(-1);
  }, [key, navigate]);
}
