import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citizen } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

/** Every rule and message of spec section 5 (docs/DOMAIN.md, "The spec's contract"), through the real routes. */
describe('validation messages of spec section 5', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const fieldErrors = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) => {
    const response = await t.app.inject({ method, url, payload: payload as Record<string, unknown> });
    expect(response.statusCode, response.body).toBe(422);
    return response.json().errors as Record<string, string[]>;
  };

  it('login: required fields and e-mail format', async () => {
    expect(await fieldErrors('POST', '/api/auth/login', {})).toMatchObject({
      email: ['Vui lòng nhập email'],
      password: ['Vui lòng nhập mật khẩu'],
      captcha: ['Vui lòng nhập mã xác nhận'],
    });
    expect(
      (await fieldErrors('POST', '/api/auth/login', { email: 'khong-hop-le', password: 'x', captcha: 'a', key: 'k' }))
        .email,
    ).toEqual(['Email không đúng định dạng']);
    expect(
      (await fieldErrors('POST', '/api/auth/login', { email: '   ', password: '', captcha: ' ', key: 'k' })).email,
    ).toEqual(['Vui lòng nhập email']);
  });

  it('register: required fields', async () => {
    expect(await fieldErrors('POST', '/api/auth/register', {})).toMatchObject({
      full_name: ['Vui lòng nhập họ tên'],
      citizenPid: ['Vui lòng nhập Số CMND/CCCD'],
      email: ['Vui lòng nhập email'],
      password: ['Vui lòng nhập mật khẩu'],
      passwordConfirm: ['Vui lòng nhập lại mật khẩu'],
      consent: ['Vui lòng đồng ý cho phép xử lý dữ liệu cá nhân theo mục đích đã nêu'],
      captcha: ['Vui lòng nhập mã xác nhận'],
    });
  });

  it.each([
    ['A', 'Họ tên không hợp lệ'],
    ['  B  ', 'Họ tên không hợp lệ'],
    ['Nguyễn Văn 3', 'Họ tên không hợp lệ'],
    ['<script>', 'Họ tên không hợp lệ'],
  ])('register: the name %j is refused', async (full_name, message) => {
    expect((await fieldErrors('POST', '/api/auth/register', citizen(1, { full_name }))).full_name).toEqual([message]);
  });

  it.each(['Đặng Thị Ánh-Dương', "O'Neil Trần", 'Lê T. Hà'])('register: the name %j is accepted', async (full_name) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: citizen(2, { full_name, email: 'x' }),
    });
    expect(response.json().errors.full_name).toBeUndefined();
  });

  it.each(['12345678', '1234567890', '12345678901', '1234567890123', '07909000000a'])(
    'register: the citizen ID %j is refused',
    async (citizenPid) => {
      expect((await fieldErrors('POST', '/api/auth/register', citizen(1, { citizenPid }))).citizenPid).toEqual([
        'Số CMND/CCCD không hợp lệ',
      ]);
    },
  );

  it.each([
    ['Ab1!', 'Mật khẩu phải ít nhất 8 ký tự'],
    ['matkhau@2026', 'Mật khẩu phải có chữ hoa, chữ thường, số và ký tự đặc biệt'],
    ['MATKHAU@2026', 'Mật khẩu phải có chữ hoa, chữ thường, số và ký tự đặc biệt'],
    ['MatKhau@abc', 'Mật khẩu phải có chữ hoa, chữ thường, số và ký tự đặc biệt'],
    ['MatKhau2026', 'Mật khẩu phải có chữ hoa, chữ thường, số và ký tự đặc biệt'],
  ])('register: the password %j is refused', async (password, message) => {
    const errors = await fieldErrors('POST', '/api/auth/register', citizen(1, { password, passwordConfirm: password }));
    expect(errors.password).toEqual([message]);
  });

  it('register: the confirmation must be 8 long and match', async () => {
    // The portal shows the first message of a field (docs/DOMAIN.md, "The spec's contract", section 8).
    expect(
      (await fieldErrors('POST', '/api/auth/register', citizen(1, { passwordConfirm: 'abc' }))).passwordConfirm?.[0],
    ).toBe('Mật khẩu phải ít nhất 8 ký tự');
    expect(
      (await fieldErrors('POST', '/api/auth/register', citizen(1, { passwordConfirm: 'HoaPhuong@2027' })))
        .passwordConfirm,
    ).toEqual(['Mật khẩu không trùng khớp']);
  });

  it('forgot password: e-mail required and valid', async () => {
    expect((await fieldErrors('GET', '/api/auth/forget-password')).emailForget).toEqual(['Vui lòng nhập email']);
    expect((await fieldErrors('GET', '/api/auth/forget-password?emailForget=abc')).emailForget).toEqual([
      'Email không đúng định dạng',
    ]);
  });

  it('verify: the code is required', async () => {
    expect((await fieldErrors('POST', '/api/auth/verify', { session_key: 'x' })).otp).toEqual([
      'Vui lòng nhập mã xác thực',
    ]);
  });
});
