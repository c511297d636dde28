import type { Address } from "@commercetools/platform-sdk";

/** An address as the lines a letter carries. */
export function addressLines(a: Address): string[] {
  return [
    [a.firstName, a.lastName].filter(Boolean).join(" "),
    a.company ?? "",
    [a.streetName, a.streetNumber].filter(Boolean).join(" "),
    a.additionalAddressInfo ?? "",
    [a.postalCode, a.city].filter(Boolean).join(" "),
    a.phone ?? "",
  ].filter(Boolean);
}

export function AddressLines({ address }: { address: Address }) {
  return (
    <address>
      {addressLines(address).map((line) => (
        <span key={line} className="address-line">
          {line}
        </span>
      ))}
    </address>
  );
}
