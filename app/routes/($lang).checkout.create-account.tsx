import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { ROUTES } from "../../config";
import { toAccountPage } from "../lib/checkout-account";

export const loader = (args: LoaderFunctionArgs) => toAccountPage(args, ROUTES.createAccount);
