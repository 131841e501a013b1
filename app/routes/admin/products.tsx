import { Link } from "react-router";
import type { Route } from "./+types/products";
import {
  adminProductQuerySchema,
  LOW_STOCK,
  type AdminProductQuery,
} from "../../../common/catalog";
import { formatRupees } from "../../../common/money";
import { DEFAULT_PAGE_SIZE } from "../../../common/pages";
import {
  actionLinkClass,
  Cell,
  DataTable,
  Thumbnail,
} from "../../components/admin/DataTable";
import { AdminPage, EmptyState, LoadError } from "../../components/admin/Page";
import { ProductImport } from "../../components/admin/ProductImport";
import { StockDot } from "../../components/admin/StockDot";
import {
  ProductFilters,
  ProductStatusBadge,
  productListQuery,
} from "../../components/admin/ProductFilters";
import { buttonClass } from "../../components/form/Button";
import { Pagination } from "../../components/Pagination";
import { loadErrorMessage, pageFrom } from "../../lib/admin-list";
import { NO_PRODUCTS, productsLoadError } from "../../lib/admin-messages";
import { adminLoginRedirect, adminPageMeta } from "../../lib/admin-shell";
import { stockSummary } from "../../lib/admin-stock";
import { imageAt } from "../../lib/images";

const PATH = "/admin/products";
const NO_MATCHING_PRODUCTS = "No products match this search.";

/** The list's search and filters from the URL; a value the schema refuses (a hand-edited URL) is dropped. */
function queryFrom(url: URL): AdminProductQuery {
  const query: AdminProductQuery = { q: undefined, category: undefined };
  for (const name of ["q", "category", "stock", "status"] as const) {
    const parsed = adminProductQuerySchema.shape[name].safeParse(
      url.searchParams.get(name) ?? undefined,
    );
    if (parsed.success && parsed.data !== undefined)
      Object.assign(query, { [name]: parsed.data });
  }
  return query;
}

// Every product of any status (docs/decisions/0065), 10 a page and newest first (docs/storefront-texts.md#constants),
// searched and filtered by the URL's GET form, read in-process through the admin's service.
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null)
    throw adminLoginRedirect(request);
  const url = new URL(request.url);
  const page = pageFrom(url);
  const query = queryFrom(url);
  const categories = await context.services.catalog
    .listCategories()
    .then((list) => list.map(({ _id, name }) => ({ _id, name })))
    .catch(() => []);
  try {
    const { products, pages } = await context.services.catalogAdmin.listProducts({
      ...query,
      page,
      limit: DEFAULT_PAGE_SIZE,
    });
    // `colors[i].stock` / `stockBySize` come with the stock work (docs/decisions/0015); absent, nothing is tracked.
    const rows = products.map(
      ({ _id, name, primaryImage, discountPrice, inStock, colors, status }) => ({
        _id,
        name,
        primaryImage,
        discountPrice,
        inStock,
        status,
        stock: stockSummary(colors, inStock),
      }),
    );
    return { rows, pages, page, query, categories, error: null };
  } catch (error) {
    context.logger.error({ err: error }, "admin product list failed to load");
    return { rows: [], pages: 0, page, query, categories, error: loadErrorMessage(error) };
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminPageMeta("Products", matches[0].loaderData?.shopName);

const COLUMNS = [
  // On phones the word would be the column's widest part: it stays for screen readers only.
  {
    label: <span className="sr-only sm:not-sr-only">Thumbnail</span>,
    className: "w-14 sm:w-24",
  },
  { label: "Name" },
  { label: "Price", align: "right" as const },
  { label: "In Stock", align: "center" as const, className: "w-14 sm:w-24" },
  {
    label: "Stock",
    align: "right" as const,
    className: "hidden md:table-cell",
  },
  { label: "Status", className: "hidden sm:table-cell" },
  {
    label: <span className="sr-only">Actions</span>,
    align: "right" as const,
    className: "w-14 sm:w-20",
  },
];

const STOCK_TONE = {
  none: "text-zinc-600",
  out: "font-semibold text-danger-700",
  low: "font-semibold text-warning-800",
  ok: "text-zinc-900",
} as const;

/** What the dot and the amber words mean, once above the table. */
function StockLegend() {
  return (
    <p
      role="note"
      aria-label="Stock legend"
      className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-zinc-600"
    >
      <span className="inline-flex items-center gap-1.5">
        <StockDot inStock decorative /> In stock
      </span>
      <span className="inline-flex items-center gap-1.5">
        <StockDot inStock={false} decorative /> Out of stock
      </span>
      <span>
        <span className={STOCK_TONE.low}>Running low</span>: {LOW_STOCK} or
        fewer of a colour or size
      </span>
    </p>
  );
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { rows, pages, page, query, categories, error } = loaderData;
  const filtered = productListQuery(query) !== "";
  return (
    <AdminPage
      title="Products"
      actions={
        <>
          {/* The file as GET /api/admin/products/export.csv writes it (docs/decisions/0064). */}
          <a
            href="/admin/products/export.csv"
            download
            className={buttonClass("secondary")}
          >
            Export CSV
          </a>
          <Link to="/admin/products/new" className={buttonClass("primary")}>
            New Product
          </Link>
        </>
      }
    >
      <ProductImport />
      <ProductFilters query={query} categories={categories} path={PATH} />
      {error !== null ? (
        <LoadError>{productsLoadError(error)}</LoadError>
      ) : rows.length === 0 ? (
        <EmptyState>{filtered ? NO_MATCHING_PRODUCTS : NO_PRODUCTS}</EmptyState>
      ) : (
        <>
          <StockLegend />
          <DataTable
            caption={`Products, page ${page} of ${pages}`}
            columns={COLUMNS}
          >
            {rows.map((product) => (
              <tr key={product._id}>
                <Cell>
                  <Thumbnail
                    src={
                      product.primaryImage
                        ? imageAt(product.primaryImage, 96)
                        : null
                    }
                    className="size-10 sm:size-12"
                  />
                </Cell>
                <Cell className="font-medium wrap-anywhere text-zinc-900">
                  {product.name}
                  {/* The Status column is for wider screens; a phone reads the badge here. */}
                  <span className="mt-1 block sm:hidden">
                    <ProductStatusBadge status={product.status} />
                  </span>
                  {/* The Stock column is for wider screens; a phone reads it here. */}
                  <span
                    className={`block text-xs md:hidden ${STOCK_TONE[product.stock.tone]}`}
                  >
                    Stock: {product.stock.text}
                  </span>
                </Cell>
                <Cell align="right" className="whitespace-nowrap tabular-nums">
                  {formatRupees(product.discountPrice)}
                </Cell>
                <Cell align="center">
                  <StockDot inStock={product.inStock} />
                </Cell>
                <Cell
                  align="right"
                  className={`hidden whitespace-nowrap tabular-nums md:table-cell ${STOCK_TONE[product.stock.tone]}`}
                >
                  {product.stock.text}
                </Cell>
                <Cell className="hidden sm:table-cell">
                  <ProductStatusBadge status={product.status} />
                </Cell>
                <Cell align="right">
                  <Link
                    to={`/admin/products/edit/${product._id}`}
                    className={actionLinkClass}
                  >
                    Edit<span className="sr-only"> {product.name}</span>
                  </Link>
                </Cell>
              </tr>
            ))}
          </DataTable>
        </>
      )}
      {pages > 1 && (
        <div className="mt-6">
          <Pagination
            page={page}
            pages={pages}
            hrefFor={(n) => {
              const search = productListQuery(query, n);
              return search === "" ? PATH : `${PATH}?${search}`;
            }}
          />
        </div>
      )}
    </AdminPage>
  );
}
