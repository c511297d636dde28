import type { Address } from "@commercetools/platform-sdk";
import { useTranslation } from "react-i18next";
import type { AddressDoubt } from "../../../server/checkout/address-check";
import { addressLines } from "../account/AddressLines";

const LEGENDS = { billing: "check.billing", shipping: "check.shipping" } as const;
const oneLine = (parts: AddressDoubt["typed"]) => addressLines(parts as Address).join(", ");

/**
 * The address service's suggestions (SPEC §5 "Google address validation", decision 0034): for each
 * address it doubts, take its reading or keep the own, as radio buttons of the addresses form; the
 * shopper continues with the form's own button, so this works without JavaScript. The choice names
 * the address it was shown for: a corrected address is checked afresh.
 */
export function AddressSuggestions({ doubts }: { doubts: AddressDoubt[] }) {
  const { t } = useTranslation("addresses");
  return (
    <>
      {doubts.map((doubt) => {
        const name = `addressCheck.${doubt.role}`;
        const descriptionId = `${name}-description`;
        return (
          <fieldset key={doubt.role} className="choice address-suggestion" aria-describedby={descriptionId}>
            <legend>{t(LEGENDS[doubt.role])}</legend>
            <p id={descriptionId}>{t(doubt.differs ? "check.explain" : "check.explainSame")}</p>
            {doubt.differs && (
              <label>
                <input type="radio" name={name} value={`take:${doubt.fingerprint}`} defaultChecked />{" "}
                {t("check.take", { address: oneLine(doubt.suggestion) })}
              </label>
            )}
            <label>
              <input
                type="radio"
                name={name}
                value={`keep:${doubt.fingerprint}`}
                defaultChecked={!doubt.differs}
              />{" "}
              {t("check.keep", { address: oneLine(doubt.typed) })}
            </label>
          </fieldset>
        );
      })}
    </>
  );
}
