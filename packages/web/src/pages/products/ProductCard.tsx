import { demandTypeLabel, formatPrice, OFFERED_DEMAND_TYPES, readinessLabel } from '@portal/shared/product-labels';
import type { ProductSummary } from '@portal/shared/products';
import { formatDate } from '@portal/shared/vietnam-time';
import { Link } from 'react-router';
import { LazyImage } from '../../components/LazyImage.tsx';

/** The look of a field (lĩnh vực): a colour class and an icon, so a product without pictures still reads at a glance. */
interface FieldLook {
  tone: string;
  icon: string;
}

/** Stroke paths (24×24) of the field icons. */
const icons = {
  leaf: 'M12 21v-8m0 0c0-4.5 3-7.5 8-7.5 0 4.5-3 7.5-8 7.5Zm0 2c0-3.5-2.3-6-6.5-6 0 3.5 2.3 6 6.5 6Z',
  flask: 'M9 3h6m-5 0v6l-5.2 9.1A2 2 0 0 0 6.5 21h11a2 2 0 0 0 1.7-2.9L14 9V3M7.5 15h9',
  screen: 'M3 5h18v11H3zM8 20h8m-4-4v4',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  wrench:
    'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z',
  cross: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  drop: 'M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11Z',
  cube: 'M12 2 3 7v10l9 5 9-5V7zM3 7l9 5 9-5m-9 5v10',
  bulb: 'M9 18h6m-5 4h4M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2Z',
} as const;

/** Words of common field names (without diacritics) and their look; other fields get one by their name's hash. */
const knownFields: [string, FieldLook][] = [
  ['nong nghiep', { tone: 'field-tone-green', icon: icons.leaf }],
  ['sinh hoc', { tone: 'field-tone-teal', icon: icons.flask }],
  ['thong tin', { tone: 'field-tone-blue', icon: icons.screen }],
  ['chuyen doi so', { tone: 'field-tone-blue', icon: icons.screen }],
  ['nang luong', { tone: 'field-tone-amber', icon: icons.bolt }],
  ['co khi', { tone: 'field-tone-slate', icon: icons.wrench }],
  ['tu dong', { tone: 'field-tone-slate', icon: icons.wrench }],
  ['y duoc', { tone: 'field-tone-red', icon: icons.cross }],
  ['y te', { tone: 'field-tone-red', icon: icons.cross }],
  ['moi truong', { tone: 'field-tone-cyan', icon: icons.drop }],
  ['vat lieu', { tone: 'field-tone-purple', icon: icons.cube }],
];
const otherTones = [
  'field-tone-brown',
  'field-tone-indigo',
  'field-tone-olive',
  'field-tone-slate',
  'field-tone-purple',
];

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export function fieldLook(field: string): FieldLook {
  const name = plain(field);
  const known = knownFields.find(([words]) => name.includes(words));
  if (known) return known[1];
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return { tone: otherTones[hash % otherTones.length] ?? 'field-tone-slate', icon: icons.bulb };
}

export function FieldIcon({ field, className }: { field: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={fieldLook(field).icon} />
    </svg>
  );
}

/** The coloured cover of a product without pictures: its field's colour, icon and name. */
export function FieldCover({ field, className = '' }: { field: string; className?: string }) {
  return (
    <span className={`field-cover ${fieldLook(field).tone} ${className}`}>
      <FieldIcon field={field} className="field-cover-mark" />
      <span className="field-cover-name">
        <FieldIcon field={field} className="field-cover-icon" />
        {field}
      </span>
    </span>
  );
}

/** TRL and the demand types a list may show ("Tìm khách hàng" is hidden in lists:
 * docs/DOMAIN.md, "The spec's contract", section 3). */
export function ProductBadges({ product }: { product: ProductSummary }) {
  const demands = product.demand_types.filter((type) => (OFFERED_DEMAND_TYPES as readonly number[]).includes(type));
  return (
    <ul className="product-badges" aria-label="Mức độ sẵn sàng và nhu cầu">
      <li className="product-badge product-badge--trl" title={readinessLabel(product.readiness_level)}>
        <span aria-hidden="true">TRL {product.readiness_level}</span>
        <span className="visually-hidden">{readinessLabel(product.readiness_level)}</span>
      </li>
      {demands.map((type) => (
        <li key={type} className="product-badge">
          {demandTypeLabel(type)}
        </li>
      ))}
    </ul>
  );
}

/**
 * One product in a grid: its first picture or its field's cover, name (the link, stretched over
 * the whole card), owner, summary, badges, price and date.
 */
export function ProductCard({ product, headingLevel = 2 }: { product: ProductSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="product-card">
      <div className="product-card-media">
        {product.image ? (
          <LazyImage src={product.image.url} alt="" className="product-card-image" />
        ) : (
          <FieldCover field={product.field} />
        )}
      </div>
      <div className="product-card-body">
        {product.image && (
          <p className="product-card-field">
            <FieldIcon field={product.field} className="product-card-field-icon" />
            {product.field}
          </p>
        )}
        <Heading className="product-card-title">
          <Link to={`/products/${product.slug}`} className="product-card-link">
            {product.name}
          </Link>
        </Heading>
        {product.owner_organisation && <p className="product-card-owner">{product.owner_organisation}</p>}
        <p className="product-card-summary">{product.summary}</p>
        <ProductBadges product={product} />
      </div>
      <p className="product-card-footer">
        <span className={product.price === null ? 'product-price product-price--contact' : 'product-price'}>
          <span className="visually-hidden">Giá: </span>
          {formatPrice(product.price)}
        </span>
        <time dateTime={product.published_at}>{formatDate(product.published_at)}</time>
      </p>
    </li>
  );
}
