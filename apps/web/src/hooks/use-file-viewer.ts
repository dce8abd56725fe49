import { isInlineFileType } from '@smartmove/contract';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../components/ui/form/server-errors';
import { notifyError } from '../lib/toast';

/** A stored file open in the viewer: a temporary object URL of its bytes, its name and how to show it. */
export interface ViewedFile {
  /** The record it belongs to (a claim's, a leave request's id). */
  id: string;
  /** The dialog's title, e.g. "Receipt: taxi.png". */
  title: string;
  /** The name it downloads under. */
  name: string;
  url: string;
  /** How the viewer shows it: an image, a PDF, or not at all (then only its download link). */
  shownAs: 'image' | 'pdf' | 'download';
}

export type FileViewerState = ReturnType<typeof useFileViewer>;

/**
 * "View receipt" and "View certificate": shows a stored file in an in-page viewer (FileViewer), with its
 * download link beside it.
 *
 * Why a fetched blob and not a link: the API authorises with the bearer token the session keeps in
 * localStorage (docs/product.md#records), which an <img src>, an <iframe src> or a new tab cannot send; a
 * cookie or a token in the URL would let any page of the web, a log or a shared link open the file. So the
 * file is fetched with the token (`?disposition=inline`, which the API honours only for the image and PDF
 * types it recognised on upload) and shown from an object URL that lives only in this tab. The blob's type is
 * taken from that same short list, never from whatever the answer claims, so no other kind of file is
 * ever rendered; the URL is revoked when the viewer closes.
 */
export function useFileViewer() {
  const [file, setFile] = useState<ViewedFile>();
  const [opening, setOpening] = useState<string>();
  const urlRef = useRef<string>(undefined);
  // The button that opened the viewer: it is disabled while the file loads, which takes its focus away,
  // so the viewer's Modal would otherwise find nothing focused to give focus back to on close.
  const openerRef = useRef<HTMLElement | null>(null);

  const release = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = undefined;
  };
  useEffect(() => release, []);

  const view = async (
    id: string,
    { title, name, fetchFile }: { title: string; name: string; fetchFile: () => Promise<Blob> },
  ) => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpening(id);
    try {
      const blob = await fetchFile();
      const type = isInlineFileType(blob.type) ? blob.type : undefined;
      release();
      const url = URL.createObjectURL(new Blob([blob], { type: type ?? 'application/octet-stream' }));
      urlRef.current = url;
      const shownAs = !type ? 'download' : type === 'application/pdf' ? 'pdf' : 'image';
      setFile({ id, title, name, url, shownAs });
    } catch (error) {
      notifyError(failureMessage(error));
    } finally {
      setOpening(undefined);
    }
  };

  const close = () => {
    release();
    setFile(undefined);
  };

  return { file, opening, view, close, opener: openerRef };
}
