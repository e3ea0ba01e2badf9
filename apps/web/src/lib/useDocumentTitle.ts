import { useEffect } from 'react';
import { PRODUCT_NAME } from '@showcaller/shared';

/** Sets the tab title ("Dashboard · ShowCaller"); the product name alone when no title is given. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
