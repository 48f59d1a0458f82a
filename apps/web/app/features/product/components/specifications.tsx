import type { ProductDetail } from "@merchant/contract";

/** The product's specifications as a two-column table of name and value. */
export function Specifications({ specifications }: { specifications: ProductDetail["specifications"] }) {
  if (specifications.length === 0) return null;
  return (
    <section aria-labelledby="specifications-heading">
      <h2 id="specifications-heading" className="mb-3 text-xl font-semibold">
        Specifications
      </h2>
      <table className="w-full border-collapse text-sm">
        <tbody>
          {specifications.map(({ name, value }) => (
            <tr key={name} className="border-b border-line odd:bg-surface">
              <th scope="row" className="w-2/5 px-3 py-2 text-left font-medium text-muted">
                {name}
              </th>
              <td className="px-3 py-2">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
