import { Notification as RaNotification } from 'react-admin';

/**
 * react-admin's notification, lifted above a form's toolbar on a phone: there the toolbar is fixed
 * to the bottom of the screen (about 68 px), and a message shown over it hid "Lưu" for as long as
 * it stayed (a pointer resting on it pauses its timer).
 */
export function Notification() {
  return <RaNotification sx={{ bottom: { xs: 84, sm: 24 } }} />;
}
