/**
 * The 34 provinces and centrally-run cities after the 2025 arrangement (Resolution
 * 202/2025/QH15 of the National Assembly, in force from 12/06/2025), for the back office's first
 * run: a department picks its own and the portal's names follow.
 */

export interface Province {
  name: string;
  /** A centrally-run city ("thành phố") or a province ("tỉnh"). */
  city: boolean;
}

const cities = ['Hà Nội', 'Huế', 'Hải Phòng', 'Đà Nẵng', 'Hồ Chí Minh', 'Cần Thơ'];
const provinces = [
  'An Giang',
  'Bắc Ninh',
  'Cà Mau',
  'Cao Bằng',
  'Đắk Lắk',
  'Điện Biên',
  'Đồng Nai',
  'Đồng Tháp',
  'Gia Lai',
  'Hà Tĩnh',
  'Hưng Yên',
  'Khánh Hòa',
  'Lai Châu',
  'Lâm Đồng',
  'Lạng Sơn',
  'Lào Cai',
  'Nghệ An',
  'Ninh Bình',
  'Phú Thọ',
  'Quảng Ngãi',
  'Quảng Ninh',
  'Quảng Trị',
  'Sơn La',
  'Tây Ninh',
  'Thái Nguyên',
  'Thanh Hóa',
  'Tuyên Quang',
  'Vĩnh Long',
];

/** The six cities first, then the 28 provinces, each group in Vietnamese alphabetical order. */
export const PROVINCES: readonly Province[] = [
  ...cities.map((name) => ({ name, city: true })),
  ...[...provinces].sort((a, b) => a.localeCompare(b, 'vi')).map((name) => ({ name, city: false })),
];

/** "tỉnh Quảng Trị", "thành phố Đà Nẵng", "Thành phố Hồ Chí Minh" (its name includes the word). */
export function provinceTitle(province: Province): string {
  if (province.name === 'Hồ Chí Minh') return 'Thành phố Hồ Chí Minh';
  return `${province.city ? 'thành phố' : 'tỉnh'} ${province.name}`;
}

/**
 * The portal's names for a department of `province`, which staff may still correct: the portal's
 * name is also the end of every tab's title and the name under the department's in the header.
 */
export function provinceNames(province: Province) {
  const title = provinceTitle(province);
  const short = province.name === 'Hồ Chí Minh' ? 'TP. Hồ Chí Minh' : province.name;
  const siteName = `Cổng thông tin Nghị quyết 57 ${title}`;
  return {
    site_name: siteName,
    title_suffix: siteName,
    managing_agency: `Sở Khoa học và Công nghệ ${title}`,
    department_short_name: `Sở KH&CN ${short}`,
  };
}
