/**
 * The parts of two-factor enrolment that every place setting it up shows the same way: what to
 * do in the authenticator app, and the QR code with its secret typed out for those who cannot scan.
 * Used by the QR modal (registration, profile) and the staff invitation page.
 */
export function TotpSetup({ qrImage, secret }: { qrImage?: string; secret?: string }) {
  return (
    <>
      <ol className="small ps-3">
        <li>Mở ứng dụng xác thực (Google Authenticator, Microsoft Authenticator…) trên điện thoại.</li>
        <li>Quét mã QR bên dưới, hoặc nhập khóa bí mật.</li>
        <li>Nhập mã 6 số ứng dụng hiển thị để hoàn tất.</li>
      </ol>
      {qrImage && secret && (
        <div className="text-center mb-3">
          <img src={qrImage} alt="Mã QR thiết lập xác thực hai bước" width={200} height={200} />
          <p className="small mb-0">
            Khóa bí mật: <code data-testid="totp-secret">{secret}</code>
          </p>
        </div>
      )}
    </>
  );
}
