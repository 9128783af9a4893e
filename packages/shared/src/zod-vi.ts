import { z } from 'zod';
import { formatDate, formatVietnameseNumber } from './format.ts';

/** A limit as people read it: 1000 → "1.000", 0.5 → "0,5", a date → dd/mm/yyyy. */
const limit = (value: unknown, origin?: string): string =>
  origin === 'date' ? formatDate(Number(value)) : formatVietnameseNumber(Number(value));

/**
 * Plain Vietnamese for zod's built-in messages, so that a field without a message
 * of its own still reads well under a form field (docs/DOMAIN.md, "Departures from the spec":
 * no English 'Value is required'). Messages written in a schema always take precedence.
 */
const customError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'Vui lòng nhập thông tin này' : 'Giá trị không hợp lệ';
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'Vui lòng nhập thông tin này'
          : `Phải có ít nhất ${limit(issue.minimum)} ký tự`;
      if (issue.origin === 'array') return `Phải chọn ít nhất ${limit(issue.minimum)} mục`;
      if (issue.origin === 'date') return `Không được trước ngày ${limit(issue.minimum, 'date')}`;
      return `Không được nhỏ hơn ${limit(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'string') return `Không được vượt quá ${limit(issue.maximum)} ký tự`;
      if (issue.origin === 'array') return `Chỉ được chọn tối đa ${limit(issue.maximum)} mục`;
      if (issue.origin === 'date') return `Không được sau ngày ${limit(issue.maximum, 'date')}`;
      return `Không được lớn hơn ${limit(issue.maximum)}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Email không đúng định dạng';
      if (issue.format === 'url') return 'Đường dẫn không hợp lệ';
      return 'Giá trị không đúng định dạng';
    case 'unrecognized_keys':
      // The keys are the API's English names, which nobody filling a form can act on.
      return 'Dữ liệu gửi lên có thông tin không được hỗ trợ, vui lòng tải lại trang và thử lại';
    default:
      return 'Giá trị không hợp lệ';
  }
};

z.config({ customError });

export { z };
