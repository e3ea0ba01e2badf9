import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export const FREE_REDIRECT_MS = 2000;

export function useRedirectHome(delayMs: number = FREE_REDIRECT_MS): void {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void navigate('/', { replace: true });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, delayMs]);
}
