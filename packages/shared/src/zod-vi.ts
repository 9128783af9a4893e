import { z } from 'zod';

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
        return Number(issue.minimum) <= 1 ? 'Vui lòng nhập thông tin này' : `Phải có ít nhất ${issue.minimum} ký tự`;
      if (issue.origin === 'array') return `Phải chọn ít nhất ${issue.minimum} mục`;
      return `Không được nhỏ hơn ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `Không được vượt quá ${issue.maximum} ký tự`;
      if (issue.origin === 'array') return `Chỉ được chọn tối đa ${issue.maximum} mục`;
      return `Không được lớn hơn ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Email không đúng định dạng';
      if (issue.format === 'url') return 'Đường dẫn không hợp lệ';
      return 'Giá trị không đúng định dạng';
    case 'unrecognized_keys':
      return `Trường không được hỗ trợ: ${issue.keys.join(', ')}`;
    default:
      return 'Giá trị không hợp lệ';
  }
};

z.config({ customError });

export { z };
