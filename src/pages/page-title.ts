import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../supabase/functions/_shared/product.ts';

/** Sets the document title ('Log in · Hearth'); the product name alone when no page title is given. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
