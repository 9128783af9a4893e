import { type ComponentProps, createContext, type FormEventHandler, type ReactNode, useContext, useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { focusFirstField, wrapTab } from '../../components/form/keys.ts';
import { PortalModal } from '../../components/PortalModal.tsx';

/**
 * Focus goes back to what opened a modal only when no other modal takes over: when one
 * modal leads to the next, giving focus back would pull it out of the new one's form.
 */
export const RestoreFocus = createContext(true);

function AccountModal(props: ComponentProps<typeof Modal>) {
  return <PortalModal restoreFocus={useContext(RestoreFocus)} {...props} />;
}

/**
 * An account modal holding one form: its title, the fields as children, the buttons in `footer`.
 * Once shown, focus goes to the first field and Tab stays inside; on close, back to what opened it.
 */
export function FormModal({
  titleId,
  title,
  onSubmit,
  footer,
  children,
  ...modal
}: Omit<ComponentProps<typeof Modal>, 'title' | 'onSubmit' | 'aria-labelledby' | 'onShow'> & {
  titleId: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  footer: ReactNode;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <AccountModal {...modal} aria-labelledby={titleId} onShow={() => focusFirstField(form.current)}>
      <form ref={form} onSubmit={onSubmit} onKeyDown={wrapTab} noValidate>
        <Modal.Header closeButton closeLabel="Đóng">
          <Modal.Title id={titleId}>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>{footer}</Modal.Footer>
      </form>
    </AccountModal>
  );
}

/** The one button of an account form's footer, off while the form is sent. */
export function WideSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary w-100" disabled={busy}>
      {children}
    </button>
  );
}
