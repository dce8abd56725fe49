import type { ReactNode } from 'react';
import type { FileViewerState } from '../../hooks/use-file-viewer';
import { Modal } from './modal';
import '../../styles/file-viewer.css';

/**
 * The in-page viewer of a stored file (hooks/use-file-viewer.ts): an image or a PDF shown in place, with
 * "Download" and "Open in new tab" beside it; `aside` shows what the file belongs to (a claim's facts)
 * next to it.
 */
export function FileViewer({
  viewer: { file, close, opener },
  aside,
}: {
  viewer: FileViewerState;
  aside?: ReactNode;
}) {
  return (
    <Modal
      open={file !== undefined}
      onClose={close}
      title={file?.title ?? ''}
      className="modal--viewer"
      returnFocusTo={opener}
    >
      {file ? (
        <div className={aside ? 'file-viewer file-viewer--with-aside' : 'file-viewer'}>
          <div className="file-viewer__file">
            {file.shownAs === 'image' ? (
              <img className="file-viewer__image" src={file.url} alt={file.title} />
            ) : file.shownAs === 'pdf' ? (
              <iframe className="file-viewer__frame" src={file.url} title={file.title} />
            ) : (
              <p>This file cannot be shown here: download it to open it.</p>
            )}
          </div>
          {aside ? <div className="file-viewer__aside">{aside}</div> : null}
          <div className="file-viewer__actions">
            {file.shownAs === 'download' ? null : (
              <a className="button button--secondary" href={file.url} target="_blank" rel="noopener">
                Open in new tab
              </a>
            )}
            <a className="button button--primary" href={file.url} download={file.name}>
              Download
            </a>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
