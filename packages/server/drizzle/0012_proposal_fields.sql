-- Lĩnh vực of a proposal is now picked from the managed list (packages/shared/src/fields.ts). An
-- earlier free-text value that names a field of the list (in any case, with or without diacritics,
-- with stray spaces, or in a common short form) takes the list's exact name. Anything else stays as
-- typed, so nothing the author wrote is lost: the form shows it and asks for a field from the list
-- at the next edit, and staff still read it.
UPDATE "proposals" AS "p"
SET "field" = "m"."name"
FROM (VALUES
	('chuyen doi so', 'Chuyển đổi số'),
	('co khi - tu dong hoa', 'Cơ khí - Tự động hóa'),
	('co khi tu dong hoa', 'Cơ khí - Tự động hóa'),
	('co khi', 'Cơ khí - Tự động hóa'),
	('tu dong hoa', 'Cơ khí - Tự động hóa'),
	('cong nghe sinh hoc', 'Công nghệ sinh học'),
	('sinh hoc', 'Công nghệ sinh học'),
	('cong nghe thong tin', 'Công nghệ thông tin'),
	('cntt', 'Công nghệ thông tin'),
	('doi moi sang tao', 'Đổi mới sáng tạo'),
	('khoa hoc va cong nghe', 'Khoa học và công nghệ'),
	('khoa hoc cong nghe', 'Khoa học và công nghệ'),
	('khcn', 'Khoa học và công nghệ'),
	('moi truong', 'Môi trường'),
	('nang luong', 'Năng lượng'),
	('nang luong tai tao', 'Năng lượng'),
	('nong nghiep', 'Nông nghiệp'),
	('nong nghiep cong nghe cao', 'Nông nghiệp'),
	('so huu tri tue', 'Sở hữu trí tuệ'),
	('tieu chuan do luong chat luong', 'Tiêu chuẩn đo lường chất lượng'),
	('vat lieu', 'Vật liệu'),
	('y duoc', 'Y dược'),
	('y te', 'Y dược')
) AS "m"("key", "name")
WHERE lower(f_unaccent(regexp_replace(btrim("p"."field"), '\s+', ' ', 'g'))) = "m"."key"
	AND "p"."field" <> "m"."name";
