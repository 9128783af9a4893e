import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { pathOf } from '@portal/shared/api/endpoint';
import { proposalsApi } from '@portal/shared/api/proposals';
import { BACK_OFFICE_PORT } from '../playwright.config.ts';
import { expectNoViolations } from './axe.ts';
import {
  adminList,
  bearer,
  newStaff,
  openRow,
  registered,
  seededAdminToken,
  shoot,
  signIn,
  tokenByApi,
} from './back-office.ts';
import { expect, test } from './fixtures.ts';

/**
 * Bày tỏ quan tâm: a citizen expresses interest in a product published from
 * another citizen's proposal, a reviewer forwards it in the back office, the owner accepts, and
 * only then does each see the other's contact. On the server whose back-office journeys change
 * content, each run on a product of its own.
 */
test.use({ baseURL: `http://127.0.0.1:${BACK_OFFICE_PORT}` });

const baseURL = `http://127.0.0.1:${BACK_OFFICE_PORT}`;

/** The owner's contact as they gave it on their proposal: never on the public page. */
const OWNER_EMAIL = 'binh.htx@example.vn';

/** A proposal of `owner`'s, approved and published as a product by `reviewer`: the product's id and name. */
async function productFromProposal(request: APIRequestContext, ownerToken: string, reviewerToken: string) {
  const title = `Máy gieo hạt bậc thang ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const sent = await request.post(pathOf(proposalsApi.create), {
    headers: bearer(ownerToken),
    data: {
      request_id: randomUUID(),
      title,
      proposal_kind: 'product',
      field: 'Nông nghiệp',
      summary: 'Máy gieo hạt cho ruộng bậc thang',
      description: 'Máy gieo hạt tự động, đã thử ở hai hợp tác xã.',
      readiness_level: 6,
      demand_types: [1, 3],
      budget: 1,
      ip_advice: 0,
      price: null,
      organisation: 'Hợp tác xã Quỳnh Lưu',
      contact_name: 'Trần Văn Bình',
      contact_phone: '0912000111',
      contact_email: OWNER_EMAIL,
      // Even a contact the author chose to publish stays off a brokered product's page.
      publish_phone: true,
      publish_email: true,
      submit: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { data: proposal } = await sent.json();
  for (const action of ['start_review', 'approve']) {
    const stepped = await request.post(pathOf(proposalsApi.transition, { params: { id: proposal.id } }), {
      headers: bearer(reviewerToken),
      data: { action, note: '' },
    });
    expect(stepped.status(), await stepped.text()).toBe(200);
  }
  const published = await request.post(pathOf(proposalsApi.publishProduct, { params: { id: proposal.id } }), {
    headers: bearer(reviewerToken),
  });
  expect(published.status(), await published.text()).toBe(200);
  return { id: (await published.json()).data.product_id as number, title };
}

test('a citizen expresses interest, staff forward it, the owner accepts, both see the contact', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const adminToken = await seededAdminToken(request);
  const owner = await registered(request, 'qt-chu');
  const ownerToken = await tokenByApi(request, owner.email, owner.password);
  const reviewer = await newStaff(request, adminToken, 'reviewer', 'qt-kiemduyet');
  const reviewerToken = await tokenByApi(request, reviewer.email, reviewer.password);
  const product = await productFromProposal(request, ownerToken, reviewerToken);
  const sender = await registered(request, 'qt-gui');
  const message = 'Hợp tác xã chúng tôi muốn đầu tư sản xuất máy cho vụ xuân.';

  // The owner, on their own product's page: no button, the counts and a link to the panel.
  const ownerDesk = await browser.newContext({ baseURL });
  try {
    const ownerPage = await ownerDesk.newPage();
    await signIn(ownerPage, owner.email, owner.password);
    await ownerPage.goto(`/products/${product.id}`);
    const ownContact = ownerPage.getByRole('main').getByRole('region', { name: 'Thông tin liên hệ' });
    await expect(ownContact).toContainText(
      'Đây là tin đăng của Ông/Bà: 0 yêu cầu quan tâm do Sở chuyển đến, 0 đã đồng ý kết nối.',
      {
        timeout: 20_000,
      },
    );
    await expect(ownContact.getByRole('link', { name: 'Xem và trả lời trong trang cá nhân' })).toHaveAttribute(
      'href',
      '/profile#quan-tam-nhan-duoc',
    );
    await expect(ownContact.getByRole('button', { name: 'Bày tỏ quan tâm' })).toHaveCount(0);
  } finally {
    await ownerDesk.close();
  }

  // The sender, on the product's page: no contact of the owner, the button opens the form.
  await signIn(page, sender.email, sender.password);
  await page.goto(`/products/${product.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: product.title })).toBeVisible({ timeout: 20_000 });
  const contact = main.getByRole('region', { name: 'Thông tin liên hệ' });
  await expect(contact).toContainText('chỉ được chuyển khi hai bên đồng ý');
  await expect(main).not.toContainText(OWNER_EMAIL);
  await expect(main).not.toContainText('0912000111');
  await contact.getByRole('button', { name: 'Bày tỏ quan tâm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bày tỏ quan tâm' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(dialog.getByText('Vui lòng chọn mong muốn của Ông/Bà')).toBeVisible();
  await dialog.getByLabel('Mong muốn của Ông/Bà').selectOption({ label: 'Đầu tư' });
  await dialog.getByLabel('Lời nhắn đến chủ sở hữu').fill(message);
  await expectNoViolations(page, `/products/${product.id} (Bày tỏ quan tâm)`);
  await shoot(page, 'interest-form');
  await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(dialog).toBeHidden();
  // Sent: the state of the interest instead of the button, there and after a reload.
  const pending = /Đã gửi yêu cầu quan tâm ngày \d{2}\/\d{2}\/\d{4}, đang chờ Sở xem xét\./;
  await expect(contact).toContainText(pending);
  await page.reload();
  await expect(contact).toContainText(pending, { timeout: 20_000 });
  await expect(contact.getByRole('button', { name: 'Bày tỏ quan tâm' })).toHaveCount(0);
  // The sender's receipt in the bell; the reviewer's notice of the new interest, to the back office.
  const told = async (token: string) =>
    (await (await request.get('/api/notifications', { headers: bearer(token) })).json()).data as {
      kind: string;
      text: string;
      link: string;
    }[];
  const senderToken = await tokenByApi(request, sender.email, sender.password);
  expect((await told(senderToken))[0]?.text).toContain('Sở đã tiếp nhận yêu cầu quan tâm');
  const notice = (await told(reviewerToken)).find(
    (row) => row.kind === 'interest_new' && row.text.includes(product.title),
  );
  expect(notice?.link).toMatch(/^\/admin\/interests\/\d+\/show$/);

  // The reviewer forwards it from the back office's queue.
  const desk = await browser.newContext({ baseURL });
  try {
    const staff = await desk.newPage();
    await signIn(staff, reviewer.email, reviewer.password);
    await staff.goto(adminList('interests', { status: 'pending', product_id: product.id }));
    await expect(staff.getByRole('main').getByText(product.title).first()).toBeVisible({ timeout: 20_000 });
    await shoot(staff, 'admin-interests');
    await openRow(staff, product.title);
    const record = staff.getByRole('main');
    await expect(record.getByText(message)).toBeVisible();
    await record.getByRole('button', { name: 'Chuyển cho chủ sở hữu' }).click();
    const note = staff.getByRole('dialog', { name: 'Chuyển cho chủ sở hữu' });
    await note.getByRole('textbox', { name: 'Ghi chú cho chủ sở hữu và người gửi' }).fill('Sở đã xác minh hợp tác xã.');
    await note.getByRole('button', { name: 'Chuyển cho chủ sở hữu' }).click();
    await expect(record.getByText('Yêu cầu đã được xử lý.')).toBeVisible();
  } finally {
    await desk.close();
  }

  // The owner reads it on the profile page, without the sender's contact, and accepts.
  const home = await browser.newContext({ baseURL });
  try {
    const ownerPage = await home.newPage();
    await signIn(ownerPage, owner.email, owner.password);
    await ownerPage.goto('/profile#quan-tam-nhan-duoc');
    const received = ownerPage.getByRole('region', { name: 'Quan tâm đến sản phẩm, nhu cầu của tôi' });
    await expect(received.getByText(message)).toBeVisible({ timeout: 20_000 });
    await expect(received).toContainText('Sở đã xác minh hợp tác xã.');
    await expect(received).not.toContainText(sender.email);
    await received.getByRole('button', { name: /^Đồng ý kết nối/ }).click();
    await expect(received.getByRole('link', { name: sender.email })).toBeVisible();
    const listings = ownerPage.getByRole('region', { name: 'Tin đăng của tôi trên sàn công nghệ' });
    await ownerPage.reload();
    await expect(listings).toContainText('1 yêu cầu quan tâm do Sở chuyển đến, 1 đã đồng ý kết nối');
    await expectNoViolations(ownerPage, '/profile (chủ sở hữu)');
    await shoot(ownerPage, 'interests-received');
  } finally {
    await home.close();
  }

  // The sender now sees, on the product's page, that the owner accepted, and the link to the contact.
  await page.goto(`/products/${product.id}`);
  await expect(contact).toContainText('Chủ sở hữu đã đồng ý kết nối.', { timeout: 20_000 });
  await expectNoViolations(page, `/products/${product.id} (đã đồng ý kết nối)`);
  await contact.getByRole('link', { name: 'Xem thông tin liên hệ' }).click();
  await expect(page).toHaveURL(/\/profile#quan-tam-da-gui$/);
  const sent = page.getByRole('region', { name: 'Quan tâm đã gửi' });
  await expect(sent).toContainText('Chủ sở hữu đồng ý kết nối', { timeout: 20_000 });
  await expect(sent.getByRole('link', { name: OWNER_EMAIL })).toBeVisible();
  await expect(sent).toContainText('Trần Văn Bình');
  await shoot(page, 'interests-sent');
});

/** The need's contact as its author gave it (not published): shown to a sender only once accepted. */
const NEED_EMAIL = 'cuc.htx@example.vn';

/** A need (a proposal of kind `need`) of `owner`'s, approved by `reviewer`: public on /propose/{id}. */
async function approvedNeed(request: APIRequestContext, ownerToken: string, reviewerToken: string) {
  const title = `Cần máy sấy rau củ ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const sent = await request.post(pathOf(proposalsApi.create), {
    headers: bearer(ownerToken),
    data: {
      request_id: randomUUID(),
      title,
      proposal_kind: 'need',
      field: 'Nông nghiệp',
      summary: 'Hợp tác xã cần máy sấy rau củ công suất nhỏ',
      description: 'Máy sấy 200 kg mỗi mẻ cho rau củ sau thu hoạch.',
      readiness_level: null,
      demand_types: [1, 3],
      budget: 1,
      ip_advice: 0,
      price: null,
      organisation: 'Hợp tác xã rau an toàn Nghi Lộc',
      contact_name: 'Lê Thị Cúc',
      contact_phone: '0913222333',
      contact_email: NEED_EMAIL,
      publish_phone: false,
      publish_email: false,
      submit: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { data: proposal } = await sent.json();
  for (const action of ['start_review', 'approve']) {
    const stepped = await request.post(pathOf(proposalsApi.transition, { params: { id: proposal.id } }), {
      headers: bearer(reviewerToken),
      data: { action, note: '' },
    });
    expect(stepped.status(), await stepped.text()).toBe(200);
  }
  return { id: proposal.id as number, title };
}

test('a citizen expresses interest in a need, staff forward it, its author accepts, both see the contact', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const adminToken = await seededAdminToken(request);
  const owner = await registered(request, 'qt-nhucau');
  const ownerToken = await tokenByApi(request, owner.email, owner.password);
  const reviewer = await newStaff(request, adminToken, 'reviewer', 'qt-kd-nhucau');
  const reviewerToken = await tokenByApi(request, reviewer.email, reviewer.password);
  const need = await approvedNeed(request, ownerToken, reviewerToken);
  const sender = await registered(request, 'qt-gui-nhucau');
  const message = 'Công ty chúng tôi sản xuất máy sấy rau củ, xin được giới thiệu giải pháp.';

  // The sender, on the need's page: the author's unpublished contact is not there; the button opens the form.
  await signIn(page, sender.email, sender.password);
  await page.goto(`/propose/${need.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: need.title })).toBeVisible({ timeout: 20_000 });
  const contact = main.getByRole('region', { name: 'Liên hệ', exact: true });
  await expect(main).not.toContainText(NEED_EMAIL);
  await expect(main).not.toContainText('0913222333');
  await contact.getByRole('button', { name: 'Bày tỏ quan tâm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bày tỏ quan tâm' });
  await expect(dialog).toContainText(`Ông/Bà quan tâm đến nhu cầu ${need.title}.`);
  await dialog.getByLabel('Mong muốn của Ông/Bà').selectOption({ label: 'Hỗ trợ triển khai' });
  await dialog.getByLabel('Lời nhắn đến chủ sở hữu').fill(message);
  await expectNoViolations(page, `/propose/${need.id} (Bày tỏ quan tâm)`);
  await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(dialog).toBeHidden();
  await expect(contact).toContainText(/Đã gửi yêu cầu quan tâm ngày \d{2}\/\d{2}\/\d{4}, đang chờ Sở xem xét\./);
  const senderToken = await tokenByApi(request, sender.email, sender.password);
  const told = async (token: string) =>
    (await (await request.get('/api/notifications', { headers: bearer(token) })).json()).data as { text: string }[];
  expect((await told(senderToken))[0]?.text).toContain(`đến nhu cầu “${need.title}”`);

  // The reviewer finds it in the queue, named as a need, and forwards it to the author.
  const desk = await browser.newContext({ baseURL });
  try {
    const staff = await desk.newPage();
    await signIn(staff, reviewer.email, reviewer.password);
    await staff.goto(adminList('interests', { status: 'pending', kind: 'need', proposal_id: need.id }));
    await expect(staff.getByRole('main').getByText(need.title).first()).toBeVisible({ timeout: 20_000 });
    await openRow(staff, need.title);
    const record = staff.getByRole('main');
    await expect(record.getByText(message)).toBeVisible();
    await expect(record.getByRole('link', { name: need.title })).toHaveAttribute('href', `/propose/${need.id}`);
    await record.getByRole('button', { name: 'Chuyển cho chủ sở hữu' }).click();
    const note = staff.getByRole('dialog', { name: 'Chuyển cho chủ sở hữu' });
    await note.getByRole('button', { name: 'Chuyển cho chủ sở hữu' }).click();
    await expect(record.getByText('Yêu cầu đã được xử lý.')).toBeVisible();
  } finally {
    await desk.close();
  }

  // The author reads it on the profile page, without the sender's contact, and accepts; the need's page counts it.
  const home = await browser.newContext({ baseURL });
  try {
    const ownerPage = await home.newPage();
    await signIn(ownerPage, owner.email, owner.password);
    await ownerPage.goto('/profile#quan-tam-nhan-duoc');
    const received = ownerPage.getByRole('region', { name: 'Quan tâm đến sản phẩm, nhu cầu của tôi' });
    await expect(received.getByText(message)).toBeVisible({ timeout: 20_000 });
    await expect(received.getByRole('link', { name: need.title })).toHaveAttribute('href', `/propose/${need.id}`);
    await expect(received).not.toContainText(sender.email);
    await received.getByRole('button', { name: /^Đồng ý kết nối/ }).click();
    await expect(received.getByRole('link', { name: sender.email })).toBeVisible();
    await ownerPage.goto(`/propose/${need.id}`);
    const ownContact = ownerPage.getByRole('main').getByRole('region', { name: 'Liên hệ', exact: true });
    await expect(ownContact).toContainText(
      'Đây là tin đăng của Ông/Bà: 1 yêu cầu quan tâm do Sở chuyển đến, 1 đã đồng ý kết nối.',
      {
        timeout: 20_000,
      },
    );
    await expect(ownContact.getByRole('button', { name: 'Bày tỏ quan tâm' })).toHaveCount(0);

    // The need is among the author's listings, with its end, and they renew it.
    await ownerPage.goto('/profile#tin-dang-cua-toi');
    const listings = ownerPage.getByRole('region', { name: 'Tin đăng của tôi trên sàn công nghệ' });
    const listing = listings.getByRole('listitem').filter({ hasText: need.title });
    await expect(listing).toContainText('Nhu cầu', { timeout: 20_000 });
    await expect(listing).toContainText('1 yêu cầu quan tâm do Sở chuyển đến, 1 đã đồng ý kết nối');
    await expect(listing).toContainText(/Hết hạn hiển thị ngày \d{2}\/\d{2}\/\d{4}/);
    // From the keyboard: focus comes back to the button once the panel has reloaded (try-out: lost on BODY).
    const renewButton = listing.getByRole('button', { name: `Gia hạn 12 tháng: ${need.title}` });
    await renewButton.focus();
    await ownerPage.keyboard.press('Enter');
    await expect(ownerPage.getByText(/^Đã gia hạn: tin hết hạn hiển thị ngày \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(renewButton).toBeEnabled();
    await expect(renewButton).toBeFocused();
  } finally {
    await home.close();
  }

  // The sender sees the acceptance on the need's page, and the author's contact in the panel.
  await page.goto(`/propose/${need.id}`);
  await expect(contact).toContainText('Chủ sở hữu đã đồng ý kết nối.', { timeout: 20_000 });
  await contact.getByRole('link', { name: 'Xem thông tin liên hệ' }).click();
  await expect(page).toHaveURL(/\/profile#quan-tam-da-gui$/);
  const sent = page.getByRole('region', { name: 'Quan tâm đã gửi' });
  await expect(sent).toContainText('Chủ sở hữu đồng ý kết nối', { timeout: 20_000 });
  await expect(sent.getByRole('link', { name: NEED_EMAIL })).toBeVisible();
  await expect(sent).toContainText('Lê Thị Cúc');
});
