import { describe, expect, it } from 'vitest';
import { PROVINCES, provinceNames } from './provinces.ts';

describe('the 34 provinces and cities of Resolution 202/2025/QH15', () => {
  it('are 6 cities and 28 provinces, each once', () => {
    expect(PROVINCES).toHaveLength(34);
    expect(PROVINCES.filter((province) => province.city)).toHaveLength(6);
    expect(new Set(PROVINCES.map((province) => province.name)).size).toBe(34);
  });

  it("give a department's names as state agencies write them", () => {
    const find = (name: string) => PROVINCES.find((province) => province.name === name) ?? { name, city: false };
    expect(provinceNames(find('Quảng Trị'))).toEqual({
      site_name: 'Cổng thông tin Nghị quyết 57 tỉnh Quảng Trị',
      title_suffix: 'Cổng thông tin Nghị quyết 57 tỉnh Quảng Trị',
      managing_agency: 'Sở Khoa học và Công nghệ tỉnh Quảng Trị',
      department_short_name: 'Sở KH&CN Quảng Trị',
    });
    expect(provinceNames(find('Đà Nẵng')).managing_agency).toBe('Sở Khoa học và Công nghệ thành phố Đà Nẵng');
    expect(provinceNames(find('Hồ Chí Minh')).managing_agency).toBe('Sở Khoa học và Công nghệ Thành phố Hồ Chí Minh');
  });
});
