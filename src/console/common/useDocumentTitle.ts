import { useEffect } from 'react';
import { documentTitle } from '../rules/title';

/** docs/product.md §2: the browser title is the brand plus the current navigator name. */
export function useDocumentTitle(name: string): void {
  useEffect(() => {
    document.title = documentTitle(name);
  }, [name]);
}
