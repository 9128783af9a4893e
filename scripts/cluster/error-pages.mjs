// The answers HAProxy itself gives (a request it cannot read, no process up, a process too slow),
// in Vietnamese like the rest of the portal, instead of HAProxy's English pages. Each file is a
// whole HTTP response, as HAProxy's `errorfile` wants it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const pages = {
  400: ['Bad Request', 'Yêu cầu không hợp lệ', 'Máy chủ không đọc được yêu cầu vừa gửi. Vui lòng tải lại trang.'],
  403: ['Forbidden', 'Không được phép truy cập', 'Yêu cầu này không được chấp nhận.'],
  408: ['Request Timeout', 'Hết thời gian chờ', 'Yêu cầu gửi quá chậm nên đã bị hủy. Vui lòng thử lại.'],
  500: ['Internal Server Error', 'Lỗi máy chủ', 'Máy chủ gặp sự cố. Vui lòng thử lại sau ít phút.'],
  502: ['Bad Gateway', 'Máy chủ tạm thời không phản hồi', 'Vui lòng thử lại sau ít phút.'],
  503: [
    'Service Unavailable',
    'Cổng thông tin tạm thời gián đoạn',
    'Hệ thống đang được bảo trì hoặc quá tải. Vui lòng thử lại sau ít phút.',
  ],
  504: ['Gateway Timeout', 'Máy chủ phản hồi quá chậm', 'Vui lòng thử lại sau ít phút.'],
};

/** Writes one file per status into `dir`; answers HAProxy's `errorfile` lines for them. */
export function writeErrorPages(dir) {
  mkdirSync(dir, { recursive: true });
  return Object.entries(pages).map(([status, [reason, title, advice]]) => {
    const body = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1><p>${advice}</p><p><a href="/">Về trang chủ</a></p></body></html>\n`;
    const head = [
      `HTTP/1.1 ${status} ${reason}`,
      'content-type: text/html; charset=utf-8',
      'cache-control: no-store',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
    ];
    const file = path.join(dir, `${status}.http`);
    writeFileSync(file, `${head.join('\r\n')}\r\n\r\n${body}`);
    return `  errorfile ${status} ${file}`;
  });
}
