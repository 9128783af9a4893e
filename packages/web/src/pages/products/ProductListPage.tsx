import { productsApi } from '@portal/shared/api/products';
import type { PageMeta } from '@portal/shared/content';
import { atSentenceStart, placeNames } from '@portal/shared/names';
import {
  OFFERED_DEMAND_TYPES,
  PRODUCT_SORTS,
  productSortLabels,
  READINESS_LEVELS,
  readinessLabel,
} from '@portal/shared/product-labels';
import type { ProductField, ProductSort, ProductSummary } from '@portal/shared/products';
import { href } from '@portal/shared/routes';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { DemandTypeFilter } from '../../components/DemandTypeFilter.tsx';
import { FilteredList } from '../../components/FilteredList.tsx';
import { FilterSelect, listPage, listText, oneOf } from '../../components/ListFilters.tsx';
import { pageNote } from '../../components/ListResults.tsx';
import { call } from '../../lib/api.ts';
import { ProductCard } from './ProductCard.tsx';

/** The filters of the list as the URL carries them; anything invalid in the URL is dropped, never an error. */
interface ProductFilters {
  q: string;
  field: string;
  demand_type: string;
  readiness: string;
  sort: ProductSort;
}

interface ProductListData {
  products: ProductSummary[];
  meta: PageMeta;
  fields: ProductField[];
  filters: ProductFilters;
}

const LIST_PATH = href('ProductIndex');

function filtersOf(url: URL): ProductFilters {
  const get = (name: string) => listText(url, name);
  const sort = get('sort');
  return {
    q: get('q').slice(0, 200),
    field: get('field').slice(0, 100),
    demand_type: oneOf(get('demand_type'), OFFERED_DEMAND_TYPES),
    readiness: oneOf(get('readiness'), READINESS_LEVELS),
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ProductSort) : 'newest',
  };
}

/** Left out of a list address: the first page and the default order. */
const QUERY_DEFAULTS: Record<string, string> = { page: '1', sort: 'newest' };

/** /products: the marketplace, newest first, with search, filters (all in the URL) and pages. */
export async function loader({ request }: LoaderFunctionArgs): Promise<ProductListData> {
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const page = listPage(url);
  // Like the page's own address (listQuery): the defaults are left out, empty values too (pathOf).
  const query = Object.fromEntries(
    Object.entries({ ...filters, page }).filter(([name, value]) => QUERY_DEFAULTS[name] !== value),
  );
  const [list, fields] = await Promise.all([call(productsApi.list, { query }), call(productsApi.fields)]);
  return { products: list.data, meta: list.meta, fields: fields.data, filters };
}

export function Component() {
  const { products, meta, fields, filters } = useLoaderData<ProductListData>();
  const filtered = Boolean(filters.q || filters.field || filters.demand_type || filters.readiness);
  const chosen = [filters.field, filters.demand_type, filters.readiness].filter(Boolean).length;
  // On a phone the selects fold under "Bộ lọc" so the products come first; open while one is chosen.
  const [optionsOpen, setOptionsOpen] = useState(chosen > 0 || filters.sort !== 'newest');
  // A field in the URL that no published product has still shows as chosen.
  const fieldOptions =
    filters.field && !fields.some((field) => field.name === filters.field)
      ? [...fields, { name: filters.field, count: 0 }]
      : fields;

  return (
    <section className="page-section product-market">
      <div className="product-market-head">
        <div>
          <h1 className="page-title">Sản phẩm, giải pháp khoa học và công nghệ</h1>
          <p className="product-market-lead">
            {atSentenceStart(placeNames.marketplace)} của tỉnh, nơi kết nối cung – cầu: tìm đối tác, nhà đầu tư, thẩm
            định sản phẩm và hỗ trợ từ Nhà nước.
          </p>
        </div>
        <Link to={href('createProduct')} className="btn btn-primary product-market-propose">
          Gửi đề xuất
        </Link>
      </div>

      <FilteredList
        listPath={LIST_PATH}
        defaults={QUERY_DEFAULTS}
        search
        formLabel="Tìm và lọc sản phẩm"
        formClassName="product-filters"
        filters={
          <>
            <div className="product-filter product-filter--search">
              <label htmlFor="product-search" className="form-label">
                Tìm sản phẩm
              </label>
              <div className="product-search-row">
                <input
                  id="product-search"
                  name="q"
                  type="search"
                  defaultValue={filters.q}
                  className="form-control"
                  placeholder="Tên sản phẩm, tổ chức/cá nhân sở hữu…"
                  aria-describedby="product-search-hint"
                  maxLength={200}
                />
                <button type="submit" className="btn btn-primary">
                  Tìm kiếm
                </button>
              </div>
              <p id="product-search-hint" className="product-search-hint">
                Gõ có dấu hoặc không dấu đều được.
              </p>
            </div>
            <div className="product-filter-actions">
              <button
                type="button"
                className="btn btn-outline-primary product-filters-toggle"
                aria-expanded={optionsOpen}
                aria-controls="product-filter-options"
                onClick={() => setOptionsOpen((open) => !open)}
              >
                Bộ lọc{chosen > 0 && ` (${chosen})`}
              </button>
              {filtered && (
                <Link to={LIST_PATH} className="btn btn-link product-filters-clear">
                  Xóa bộ lọc
                </Link>
              )}
            </div>
            <div
              id="product-filter-options"
              className={optionsOpen ? 'product-filter-options is-open' : 'product-filter-options'}
            >
              <FilterSelect
                className="product-filter product-filter--field"
                id="product-field"
                name="field"
                label="Lĩnh vực"
                value={filters.field}
                allLabel="Tất cả lĩnh vực"
                options={fieldOptions.map((field) => ({ value: field.name, label: `${field.name} (${field.count})` }))}
              />
              <DemandTypeFilter
                className="product-filter product-filter--demand"
                id="product-demand"
                value={filters.demand_type}
              />
              <FilterSelect
                className="product-filter product-filter--readiness"
                id="product-readiness"
                name="readiness"
                label="Mức độ sẵn sàng công nghệ"
                value={filters.readiness}
                allLabel="Tất cả các mức"
                options={READINESS_LEVELS.map((level) => ({ value: level, label: readinessLabel(level) }))}
              />
              <FilterSelect
                className="product-filter product-filter--sort"
                id="product-sort"
                name="sort"
                label="Sắp xếp"
                value={filters.sort}
                options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: productSortLabels[sort] }))}
              />
            </div>
          </>
        }
        meta={meta}
        filtered={filtered}
        status={
          <p className="product-count" role="status">
            {filtered ? `Tìm thấy ${meta.total} sản phẩm phù hợp` : `Có ${meta.total} sản phẩm, giải pháp`}
            {filters.q && <> cho “{filters.q}”</>}
            {pageNote(meta)}
          </p>
        }
        count={products.length}
        empty={{
          filtered: (
            <>
              Không có sản phẩm nào phù hợp với điều kiện tìm kiếm. Hãy thử từ khóa khác hoặc{' '}
              <Link to={LIST_PATH}>xóa bộ lọc</Link> để xem tất cả sản phẩm.
            </>
          ),
          none: 'Chưa có sản phẩm, giải pháp nào được đăng.',
          noun: 'sản phẩm',
        }}
        paginationLabel="Phân trang sản phẩm"
      >
        <ul className="product-grid" aria-label="Danh sách sản phẩm">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      </FilteredList>
    </section>
  );
}
