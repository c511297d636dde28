import { useTranslation } from "react-i18next";
import { useRootData } from "../../lib/root-data";
import { useWidgetScript } from "./use-widget-script";

/**
 * The footer's third-party widgets (issue 23 item 7, decision 0063): the trust-rating TrustBox in the
 * rating service's languages and the Heureka certificate badge in CZ, each only when configured and
 * consented to (server/widgets decides; the root loader passes only what may show). The TrustBox
 * holds a plain link to the profile, which is what a visitor without JavaScript sees (Trustpilot's
 * documented fallback); the badge is the script's alone.
 */
export function FooterWidgets() {
  const root = useRootData();
  const { t } = useTranslation();
  const { trustRating, heureka } = root?.widgets ?? {};
  useWidgetScript(trustRating?.script);
  // Heureka's documented queue: the shop's key, the badge's offset and template.
  useWidgetScript(heureka?.script, () => {
    (window as unknown as { _hwq: unknown[][] })._hwq = [
      ["setKey", heureka?.key],
      ["setTopPos", heureka?.topPosition],
      ["showWidget", heureka?.template],
    ];
  });
  return (
    <>
      {trustRating && (
        <div
          className="trustpilot-widget third-party-widget"
          data-testid="widget-trust-rating"
          data-locale={trustRating.locale}
          data-template-id={trustRating.templateId}
          data-businessunit-id={trustRating.businessUnit}
          data-style-height="24px"
          data-style-width="100%"
        >
          <a href={trustRating.profileUrl} target="_blank" rel="noopener noreferrer">
            {t("footer.trustRating", { service: trustRating.service })}
          </a>
        </div>
      )}
      {heureka && <div data-testid="widget-heureka" data-heureka-key={heureka.key} hidden />}
    </>
  );
}
