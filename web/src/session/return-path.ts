export const LOGIN_PATH = '/login';
const RETURN_PARAM = 'redirect';

/** Only a path inside this app may be a return target: never another origin (`//evil`, `https://…`). */
export function isLocalPath(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
  );
}

/** /login, remembering the page that was asked for. */
export function loginPathFor(asked: string): string {
  if (!isLocalPath(asked) || asked === '/' || asked.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: asked })}`;
}

/** Where to go after logging in: the remembered page, else the start page. */
export function returnPathFrom(search: string): string {
  const asked = new URLSearchParams(search).get(RETURN_PARAM);
  return isLocalPath(asked) ? asked : '/';
}
