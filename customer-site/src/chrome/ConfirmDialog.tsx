import { confirmText } from '../i18n/pages/confirm.ts';
import type { ConfirmOptions } from './confirm.tsx';
import { Modal } from './Modal.tsx';

/** The yes/no dialog of `confirm()`: loaded when a page first asks. */
export function ConfirmDialog({ title, content, yes, no, onAnswer }: ConfirmOptions & { onAnswer: (answer: boolean) => void }) {
  return (
    <Modal title={title} onClose={() => onAnswer(false)}>
      <p>{content}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={() => onAnswer(true)}>
          {yes ?? confirmText.yes}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onAnswer(false)}>
          {no ?? confirmText.no}
        </button>
      </div>
    </Modal>
  );
}
