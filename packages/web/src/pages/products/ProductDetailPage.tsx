import { productsApi } from '@portal/shared/api/products';
import { formatFileSize } from '@portal/shared/format';
import { productCatalogue } from '@portal/shared/product-fields';
import { demandTypeLabel, expiredNotice, formatPrice, readinessLabel } from '@portal/shared/product-labels';
import type { ProductDetail, ProductFile } from '@portal/shared/products';
import { href } from '@portal/shared/routes';
import { formatDate } from '@portal/shared/vietnam-time';
import { useEffect, useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { LazyImage } from '../../components/LazyImage.tsx';
import { ShareLinks } from '../../components/ShareLinks.tsx';
import { FollowButton } from '../../features/follows/FollowButton.tsx';
import { InterestButton } from '../../features/interests/InterestButton.tsx';
import { call } from '../../lib/api.ts';
import { pageTitle } from '../../lib/session.ts';
import { FieldCover, ProductCard } from './ProductCard.tsx';

export async function loader({ params }: LoaderFunctionArgs): Promise<ProductDetail> {
  return (await call(productsApi.detail, { params: { id: params.id ?? '' } })).data;
}

/** "PDF", "DOCX": the kind of a download, from its name. */
const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toUpperCase() : '');

/** The pictures of a product: one large, the others as buttons that bring them forward. */
function Gallery({ images, name }: { images: ProductFile[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) return null;
  return (
    <figure className="product-gallery">
      <LazyImage
        src={shown.url}
        alt={`${name} – ảnh ${current + 1}/${images.length}`}
        className="product-gallery-main"
      />
      {images.length > 1 && (
        <ul className="product-gallery-thumbs" aria-label="Ảnh sản phẩm">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="product-gallery-thumb"
                aria-pressed={index === current}
                aria-label={`Xem ảnh ${index + 1}`}
                onClick={() => setCurrent(index)}
              >
                <LazyImage src={image.url} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

/** A product: pictures, description (sanitised by the server when saved), facts, files, contact, related products. */
export function Component() {
  const product = useLoaderData<ProductDetail>();
  useEffect(() => {
    document.title = pageTitle(product.name);
  }, [product.name]);
  const fieldHref = `${href('ProductIndex')}?field=${encodeURIComponent(product.field)}`;
  const telephone = product.contact.phone.replace(/[^\d+]/g, '');

  return (
    <article className="page-section product-detail">
      <nav aria-label="Đường dẫn" className="small mb-2">
        <Link to={href('ProductIndex')}>Sản phẩm, giải pháp</Link> › <Link to={fieldHref}>{product.field}</Link>
      </nav>
      <h1 className="page-title">{product.name}</h1>
      {product.expired && product.expires_at && (
        <p className="alert alert-warning" role="note">
          {expiredNotice(product.expires_at)}
        </p>
      )}
      <p className="post-item-meta">
        <span className="text-nowrap">
          Đăng ngày <time dateTime={product.published_at}>{formatDate(product.published_at)}</time>
        </span>{' '}
        · <span className="text-nowrap">{product.view_count} lượt xem</span>
      </p>
      <FollowButton kind="product" id={product.id} followers={product.followers} />

      <div className="product-detail-layout">
        <div className="product-detail-intro">
          {product.images.length > 0 ? (
            <Gallery images={product.images} name={product.name} />
          ) : (
            <FieldCover field={product.field} className="field-cover--banner" />
          )}
          {product.summary && <p className="post-lead mt-3">{product.summary}</p>}
        </div>

        <aside className="product-detail-aside" aria-label="Thông tin sản phẩm và liên hệ">
          <table className="product-facts">
            <caption>Thông tin sản phẩm</caption>
            <tbody>
              <tr>
                <th scope="row">{productCatalogue.field.label}</th>
                <td>
                  <Link to={fieldHref}>{product.field}</Link>
                </td>
              </tr>
              <tr>
                <th scope="row">{productCatalogue.readiness_level.label}</th>
                <td>{readinessLabel(product.readiness_level)}</td>
              </tr>
              <tr>
                <th scope="row">{productCatalogue.owner_organisation.label}</th>
                <td>{product.owner_organisation || 'Chưa cập nhật'}</td>
              </tr>
              <tr>
                <th scope="row">{productCatalogue.demand_types.label}</th>
                <td>
                  {product.demand_types.length > 0 ? (
                    <ul className="product-demands">
                      {product.demand_types.map((type) => (
                        <li key={type}>{demandTypeLabel(type)}</li>
                      ))}
                    </ul>
                  ) : (
                    'Chưa cập nhật'
                  )}
                </td>
              </tr>
              <tr>
                <th scope="row">{productCatalogue.price.label}</th>
                <td className="product-facts-price">{formatPrice(product.price)}</td>
              </tr>
              <tr>
                <th scope="row">{productCatalogue.published_at.label}</th>
                <td>{formatDate(product.published_at)}</td>
              </tr>
            </tbody>
          </table>

          <section className="product-contact" aria-labelledby="product-contact-title">
            <h2 id="product-contact-title" className="product-contact-title">
              Thông tin liên hệ
            </h2>
            <dl>
              {product.contact.name && (
                <>
                  <dt>{productCatalogue.contact_name.label}</dt>
                  <dd>{product.contact.name}</dd>
                </>
              )}
              {product.contact.phone && (
                <>
                  <dt>{productCatalogue.contact_phone.label}</dt>
                  <dd>
                    <a href={`tel:${telephone}`}>{product.contact.phone}</a>
                  </dd>
                </>
              )}
              {product.contact.email && (
                <>
                  <dt>{productCatalogue.contact_email.label}</dt>
                  <dd>
                    <a href={`mailto:${product.contact.email}`}>{product.contact.email}</a>
                  </dd>
                </>
              )}
            </dl>
            {product.brokered ? (
              <p>
                Thông tin liên hệ của chủ sở hữu chỉ được chuyển khi hai bên đồng ý kết nối: người quan tâm gửi yêu cầu,
                Sở Khoa học và Công nghệ xem xét rồi chuyển đến chủ sở hữu.
              </p>
            ) : (
              !product.contact.name &&
              !product.contact.phone &&
              !product.contact.email && <p>Chưa có thông tin liên hệ.</p>
            )}
            {!product.expired && <InterestButton subject={{ kind: 'product', id: product.id, name: product.name }} />}
          </section>
        </aside>

        <div className="product-detail-body">
          <section aria-labelledby="product-description-title">
            <h2 id="product-description-title" className="product-section-title">
              Mô tả chi tiết
            </h2>
            {/* Safe as HTML: the description is sanitised by the server (content/rich-html.ts) when it is saved. */}
            <div className="post-body" dangerouslySetInnerHTML={{ __html: product.description }} />
          </section>
          {product.attachments.length > 0 && (
            <section aria-labelledby="product-files-title">
              <h2 id="product-files-title" className="product-section-title">
                Tài liệu đính kèm
              </h2>
              <ul className="product-files">
                {product.attachments.map((file) => (
                  <li key={file.url}>
                    <a href={file.url} download={file.name}>
                      {file.name}
                    </a>{' '}
                    <span className="product-file-meta">
                      ({[extensionOf(file.name), formatFileSize(file.size)].filter(Boolean).join(', ')})
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>

      <ShareLinks />

      {product.related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-4">
          <h2 id="related-title" className="product-section-title">
            Sản phẩm cùng lĩnh vực
          </h2>
          <ul className="product-grid product-grid--related" aria-label="Sản phẩm cùng lĩnh vực">
            {product.related.map((item) => (
              <ProductCard key={item.id} product={item} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
