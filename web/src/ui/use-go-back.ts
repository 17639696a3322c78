import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Back within the app; a page opened directly (no history here) goes to `fallback` instead: the list it
 * belongs to, else the home board.
 */
export function useGoBack(fallback = '/home'): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') void navigate(fallback, { replace: true });
    else void navigate(-1);
  }, [key, navigate, fallback]);
}
