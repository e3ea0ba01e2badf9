import { useEffect } from 'react';

/** document.title = "{title} · ShowCaller". */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ShowCaller`;
  }, [title]);
}
