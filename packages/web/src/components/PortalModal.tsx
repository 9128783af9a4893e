import type { ComponentProps } from 'react';
import Modal from 'react-bootstrap/Modal';

/**
 * A portal dialog without react-bootstrap's fade: its end waits for a `transitionend` that can be
 * missed, leaving an invisible dialog over the page (react-bootstrap#6153; seen in our journeys as
 * a dialog that neither closed nor opened). Without it a dialog opens and closes at once, and
 * focus goes to its first field as it is shown.
 */
export function PortalModal(props: ComponentProps<typeof Modal>) {
  return <Modal centered animation={false} {...props} />;
}
