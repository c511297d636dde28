import type { MetaFunction } from "@remix-run/node";
import { AddressBookPage } from "../components/account/AddressBookPage";
import { addressBookAction, addressBookLoader } from "../lib/address-book.server";
import { linkMeta } from "../lib/seo";

export const handle = { i18n: ["common", "account"] };

export const loader = addressBookLoader("billing");
export const action = addressBookAction("billing");

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, ...linkMeta(data.links)] : [];

export default AddressBookPage;
