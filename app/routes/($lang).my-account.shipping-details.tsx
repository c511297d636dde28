import type { MetaFunction } from "@remix-run/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { addressBookAction, addressBookLoader } from "~/lib/routes.server";
import { AddressBookPage } from "../components/account/AddressBookPage";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "account"] };

// Functions (not the builders' results): the browser build drops loader and action with their imports.
export const loader = (args: LoaderFunctionArgs) => addressBookLoader("shipping")(args);
export const action = (args: ActionFunctionArgs) => addressBookAction("shipping")(args);

export const meta: MetaFunction<typeof loader> = pageMeta;

export default AddressBookPage;
