import { Button, type ButtonProps } from '@mui/material';

/**
 * A button in words at every width and a 44 px target. react-admin's Button draws only its icon
 * below the `sm` breakpoint (390 px phones): a 48 px icon named by its aria-label, or an empty
 * 24 px box when it has no icon, as a dialog's "Hủy" had.
 */
export function StepButton({ sx, ...props }: ButtonProps) {
  return <Button {...props} sx={[{ minHeight: 44 }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
