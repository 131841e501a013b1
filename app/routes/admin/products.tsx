import { Link } from "react-router";
import type { Route } from "./+types/products";
import { LOW_STOCK } from "../../../common/catalog";
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
import { buttonClass } from "../../components/form/Button";
import { Pagination } from "../../components/Pagination";
import { loadErrorMessage, pageFrom } from "../../lib/admin-list";
import { NO_PRODUCTS, productsLoadError } from "../../lib/admin-messages";
import { adminPageMeta } from "../../lib/admin-shell";
import { stockSummary } from "../../lib/admin-stock";
import { imageAt } from "../../lib/images";

const PATH = "/admin/products";

// The public catalogue, 10 a page and newest first (docs/storefront-texts.md#constants), read in-process like the storefront's.
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageFrom(new URL(request.url));
  try {
    const { products, pages } = await context.services.catalog.listProducts({
      page,
      limit: DEFAULT_PAGE_SIZE,
    });
    // `colors[i].stock` / `stockBySize` come with the stock work (docs/decisions/0015); absent, nothing is tracked.
    const rows = products.map(
      ({ _id, name, primaryImage, discountPrice, inStock, colors }) => ({
        _id,
        name,
        primaryImage,
        discountPrice,
        inStock,
        stock: stockSummary(colors, inStock),
      }),
    );
    return { rows, pages, page, error: null };
  } catch (error) {
    context.logger.error({ err: error }, "admin product list failed to load");
    return { rows: [], pages: 0, page, error: loadErrorMessage(error) };
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
  const { rows, pages, page, error } = loaderData;
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
      {error !== null ? (
        <LoadError>{productsLoadError(error)}</LoadError>
      ) : rows.length === 0 ? (
        <EmptyState>{NO_PRODUCTS}</EmptyState>
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
            hrefFor={(n) => (n === 1 ? PATH : `${PATH}?page=${n}`)}
          />
        </div>
      )}
    </AdminPage>
  );
}
