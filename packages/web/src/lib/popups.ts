/**
 * Popups and toasts with the spec's constants (docs/DOMAIN.md, "The spec's contract",
 * section 9), on SweetAlert2, which is loaded only when the first popup shows.
 */
const load = () => import('sweetalert2').then((module) => module.default);

export const SUCCESS_POPUP_MS = 1500;
export const TOAST_MS = 3000;

export async function successPopup(title: string): Promise<void> {
  const Swal = await load();
  await Swal.fire({ icon: 'success', title, timer: SUCCESS_POPUP_MS, showConfirmButton: false });
}

export async function errorPopup(title: string, text?: string): Promise<void> {
  const Swal = await load();
  // An error or a warning is closed, not agreed to: "Đóng" (the spec's 'Hủy' and 'OK' are the confirmation's).
  await Swal.fire({ icon: 'error', title, text, confirmButtonText: 'Đóng', allowOutsideClick: false });
}

export async function warningPopup(title: string, text?: string): Promise<void> {
  const Swal = await load();
  await Swal.fire({ icon: 'warning', title, text, confirmButtonText: 'Đóng' });
}

/** Resolves true when the person confirms. Buttons 'Hủy' and 'OK'; a click outside does not close it. */
export async function confirmPopup(title: string): Promise<boolean> {
  const Swal = await load();
  const result = await Swal.fire({
    icon: 'question',
    title,
    showCancelButton: true,
    cancelButtonText: 'Hủy',
    confirmButtonText: 'OK',
    allowOutsideClick: false,
    reverseButtons: true,
  });
  return result.isConfirmed;
}

export async function toast(icon: 'success' | 'error' | 'warning' | 'info', title: string): Promise<void> {
  const Swal = await load();
  await Swal.fire({
    toast: true,
    position: 'top-end',
    icon,
    title,
    timer: TOAST_MS,
    timerProgressBar: true,
    showConfirmButton: false,
    didOpen: (element) => {
      element.addEventListener('mouseenter', Swal.stopTimer);
      element.addEventListener('mouseleave', Swal.resumeTimer);
    },
  });
}

export async function showLoader(title = 'Đang xử lý…'): Promise<() => void> {
  const Swal = await load();
  void Swal.fire({ title, allowOutsideClick: false, showConfirmButton: false, didOpen: () => Swal.showLoading() });
  return () => Swal.close();
}
