/**
 * Where the session's access token lives: sessionStorage only, never
 * localStorage, so it dies with the tab and is not shared across tenants.
 */
const TOKEN_KEY = 'token';

export function getToken(): string {
  return sessionStorage.getItem(TOKEN_KEY) ?? '';
}

export function setToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
}
