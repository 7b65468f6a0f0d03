import { useEffect, useState } from 'react';
import { type LinkPreview, previewLink } from './account-api.ts';
import { refusalText } from './account-text.ts';

/**
 * What a mailed link is, asked once its page opens. Asking does nothing to the link: the page
 * shows what pressing will do, and only the press acts. A refused link (used, expired) is the
 * refusal to show instead.
 */
export function useLinkPreview(code: string): { preview?: LinkPreview; refusal?: string } {
  const [link, setLink] = useState<{ preview?: LinkPreview; refusal?: string }>({});
  useEffect(() => {
    let current = true;
    previewLink(code).then(
      (preview) => {
        if (current) setLink({ preview });
      },
      (error: unknown) => {
        if (current) setLink({ refusal: refusalText(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [code]);
  return link;
}
