import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { promotionBlocks } from "../../../../server/cms/blocks/promotion";
import { formatDate, formatMoney, toMoney } from "../../../lib/format";
import { useRootData } from "../../../lib/root-data";
import { type BlockComponents, CmsImage, CmsLink, Section } from "./parts";

/** Days, hours, minutes and seconds of a span of seconds. */
function parts(seconds: number) {
  const s = Math.max(0, seconds);
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/**
 * The time left as the server counted it; once hydrated it ticks from the browser's clock toward the
 * same end (the end itself is always shown as a date, so nothing depends on the tick).
 */
function useSecondsLeft(ends: string, fromServer: number) {
  const [left, setLeft] = useState(fromServer);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.floor((Date.parse(ends) - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [ends]);
  return left;
}

const endTime = (iso: string) => `${formatDate(iso)} ${new Date(iso).toISOString().slice(11, 16)} UTC`;

export const promotionComponents: BlockComponents<keyof typeof promotionBlocks> = {
  Hero: ({ block, id }) => (
    <section id={id} className="cms-block hero" aria-labelledby={`${id}-h`}>
      {block.image && <CmsImage image={block.image} width={1200} height={400} className="hero__image" />}
      <h1 id={`${id}-h`}>{block.heading}</h1>
      {block.text && <p>{block.text}</p>}
      <CmsLink href={block.cta.href} className="button button--primary">
        {block.cta.label}
      </CmsLink>
    </section>
  ),
  Banner: ({ block, id }) => (
    <Section id={id} className="cms-banner" heading={block.heading}>
      <CmsImage image={block.image} width={1200} height={360} className="cms-banner__image" />
      {block.text && <p>{block.text}</p>}
      {block.link && (
        <CmsLink href={block.link.href} className="button">
          {block.link.label}
        </CmsLink>
      )}
    </Section>
  ),
  PromoBanner: function PromoBanner({ block, id }) {
    const { t } = useTranslation("cms");
    return (
      <Section id={id} className="cms-promo" heading={block.heading}>
        {block.text && <p>{block.text}</p>}
        {block.code && (
          <p className="cms-promo__code">
            {t("promo.code")} <strong>{block.code}</strong>
          </p>
        )}
        {block.ends && <p>{t("promo.ends", { date: endTime(block.ends) })}</p>}
        {block.link && (
          <CmsLink href={block.link.href} className="button button--primary">
            {block.link.label}
          </CmsLink>
        )}
      </Section>
    );
  },
  CallToAction: ({ block, id }) => (
    <Section id={id} className="cms-cta" heading={block.heading}>
      {block.text && <p>{block.text}</p>}
      <p className="cms-cta__links">
        {block.links.map((link, i) => (
          <CmsLink key={link.href} href={link.href} className={i === 0 ? "button button--primary" : "button"}>
            {link.label}
          </CmsLink>
        ))}
      </p>
    </Section>
  ),
  Countdown: function Countdown({ block, id }) {
    const { t } = useTranslation("cms");
    const left = parts(useSecondsLeft(block.ends, block.secondsLeft));
    return (
      <Section id={id} className="cms-countdown" heading={block.heading}>
        <p>
          <time dateTime={block.ends}>{t("countdown.ends", { date: endTime(block.ends) })}</time>
        </p>
        <p className="cms-countdown__left" aria-live="off">
          {t("countdown.left", left)}
        </p>
        {block.link && (
          <CmsLink href={block.link.href} className="button button--primary">
            {block.link.label}
          </CmsLink>
        )}
      </Section>
    );
  },
  Notice: ({ block, id }) => (
    <Section id={id} className={`cms-notice cms-notice--${block.tone}`} heading={block.heading}>
      <p>{block.text}</p>
    </Section>
  ),
  UspBar: ({ block, id }) => (
    <section id={id} className="cms-block cms-usp">
      <ul>
        {block.items.map((item) => (
          <li key={item.text} className={`cms-usp__item cms-usp__item--${item.icon}`}>
            {item.text}
          </li>
        ))}
      </ul>
    </section>
  ),
  FreeShipping: function FreeShipping({ block, id }) {
    const { t } = useTranslation("cms");
    const locale = useRootData()?.locale ?? "en-GB";
    const amount = formatMoney(toMoney(block.threshold.amount, block.threshold.currency), locale);
    return (
      <Section id={id} className="cms-free-shipping" heading={block.heading}>
        <p>{t("freeShipping.from", { amount })}</p>
      </Section>
    );
  },
};
