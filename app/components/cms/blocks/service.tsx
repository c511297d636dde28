import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ROUTES } from "../../../../config";
import type { serviceBlocks } from "../../../../server/cms/blocks/service";
import { CONTACT_PARAMS } from "../../../lib/contact-steps";
import { useLocalePath } from "../../../lib/root-data";
import { type BlockComponents, CmsLink, Section } from "./parts";

/** A phone number as a tel: link (spaces and brackets are for reading, not dialling). */
const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, "")}`;

export const serviceComponents: BlockComponents<keyof typeof serviceBlocks> = {
  Newsletter: function Newsletter({ block, id }) {
    const { t } = useTranslation("cms");
    return (
      <Section id={id} className="cms-newsletter" heading={block.heading}>
        <p>{block.text}</p>
        <CmsLink href={ROUTES.newsletterSignUp} className="button button--primary">
          {t("newsletterTeaser.signUp")}
        </CmsLink>
      </Section>
    );
  },
  /** The contact form's first step in place: a GET form to step 2 with the reason chosen here. */
  ContactWebform: function ContactWebform({ block, id }) {
    const { t } = useTranslation("cms");
    const path = useLocalePath();
    return (
      <Section id={id} className="cms-webform" heading={block.heading}>
        {block.text && <p>{block.text}</p>}
        <Form method="get" action={path(ROUTES.contact.step2)}>
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t("webform.reason")}</label>
            <select id={`${id}-reason`} name={CONTACT_PARAMS.reason} required>
              {block.reasons.map((reason) => (
                <option key={reason.key} value={reason.key}>
                  {reason.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary">
            {t("webform.continue")}
          </button>
        </Form>
      </Section>
    );
  },
  PhoneNumber: ({ block, id }) => (
    <Section id={id} className="cms-phone" heading={block.heading}>
      <p className="cms-phone__number">
        <a href={telHref(block.phone)}>{block.phone}</a>
      </p>
      {block.hours && <p>{block.hours}</p>}
    </Section>
  ),
  StoreDetails: function StoreDetails({ block, id }) {
    const { t } = useTranslation("cms");
    return (
      <Section id={id} className="cms-store" heading={block.heading}>
        <address>
          <strong>{block.name}</strong>
          {block.address.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
        {block.hours.length > 0 && (
          <>
            <h3>{t("storeDetails.hours")}</h3>
            <ul>
              {block.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
        <ul>
          {block.phone && (
            <li>
              {t("storeDetails.phone")}: <a href={telHref(block.phone)}>{block.phone}</a>
            </li>
          )}
          {block.email && (
            <li>
              {t("storeDetails.email")}: <a href={`mailto:${block.email}`}>{block.email}</a>
            </li>
          )}
          {block.mapHref && (
            <li>
              <CmsLink href={block.mapHref}>{t("storeDetails.map")}</CmsLink>
            </li>
          )}
        </ul>
      </Section>
    );
  },
  BankDetails: function BankDetails({ block, id }) {
    const { t } = useTranslation("cms");
    const rows = [
      ["bankDetails.owner", block.bank.owner],
      ["bankDetails.institute", block.bank.institute],
      ["bankDetails.iban", block.bank.iban],
      ["bankDetails.bic", block.bank.bic],
    ] as const;
    return (
      <Section id={id} className="cms-bank" heading={block.heading}>
        {block.text && <p>{block.text}</p>}
        <dl>
          {rows
            .filter(([, value]) => value)
            .map(([key, value]) => (
              <div key={key}>
                <dt>{t(key)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </Section>
    );
  },
  ContactPersons: ({ block, id }) => (
    <Section id={id} className="cms-people" heading={block.heading}>
      <ul>
        {block.people.map((person) => (
          <li key={`${person.name}-${person.role}`}>
            <strong>{person.name}</strong>, {person.role}
            {person.phone && (
              <>
                <br />
                <a href={telHref(person.phone)}>{person.phone}</a>
              </>
            )}
            {person.email && (
              <>
                <br />
                <a href={`mailto:${person.email}`}>{person.email}</a>
              </>
            )}
          </li>
        ))}
      </ul>
    </Section>
  ),
  AppFooter: function AppFooter({ block, id }) {
    const { t } = useTranslation("cms");
    return (
      <Section id={id} className="cms-app" heading={block.heading}>
        {block.text && <p>{block.text}</p>}
        <p className="cms-cta__links">
          {block.appStore && (
            <CmsLink href={block.appStore} className="button">
              {t("apps.appStore")}
            </CmsLink>
          )}
          {block.googlePlay && (
            <CmsLink href={block.googlePlay} className="button">
              {t("apps.googlePlay")}
            </CmsLink>
          )}
        </p>
      </Section>
    );
  },
};
