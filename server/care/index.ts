import path from "node:path";
import { z } from "zod";
import { CONTACT_FORM } from "../../config";
import { LocalCaseStore } from "./local";
import type { CasePort } from "./port";
import { createWebToCase } from "./web-to-case";

export { LocalCaseStore } from "./local";
export type { CaseOutcome, CasePort, CaseRequest } from "./port";
export { isCaseReference } from "./reference";
export { createWebToCase, toWebToCase, WEB_TO_CASE_FIELDS } from "./web-to-case";

/** Where the embedded case management keeps its cases unless CASES_DB_PATH says otherwise. */
export const DEFAULT_CASES_DB_PATH = path.resolve(".data/cases.sqlite");

const caseEnv = z.object({
  CASE_MANAGEMENT_URL: z.url().optional(),
  CASE_MANAGEMENT_ORG_ID: z.string().trim().min(1).optional(),
  CASE_MANAGEMENT_RECORD_TYPE: z.string().trim().min(1).optional(),
  CASES_DB_PATH: z.string().min(1).optional(),
});

/** The SPEC §3 hidden fields that come from the operator: organisation and record type. */
export interface CaseSettings {
  organisation: string;
  recordType: string;
}

/**
 * The web-to-case service when CASE_MANAGEMENT_URL is set, else the embedded store (CASES_DB_PATH,
 * default .data/cases.sqlite). CASE_MANAGEMENT_ORG_ID and CASE_MANAGEMENT_RECORD_TYPE replace the
 * config defaults of the hidden fields. The URL is never logged (it may carry a key), only its host.
 */
export function createCaseManagement(env: Record<string, string | undefined> = process.env): {
  cases: CasePort;
  settings: CaseSettings;
} {
  const parsed = caseEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid case-management configuration: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
    );
  const config = parsed.data;
  const settings = {
    organisation: config.CASE_MANAGEMENT_ORG_ID ?? CONTACT_FORM.organisation,
    recordType: config.CASE_MANAGEMENT_RECORD_TYPE ?? CONTACT_FORM.recordType,
  };
  if (config.CASE_MANAGEMENT_URL) {
    console.info(`Case management: web-to-case at ${new URL(config.CASE_MANAGEMENT_URL).host}`);
    return {
      cases: createWebToCase({
        url: config.CASE_MANAGEMENT_URL,
        timeoutMs: CONTACT_FORM.timeoutSeconds * 1000,
      }),
      settings,
    };
  }
  const file = config.CASES_DB_PATH ?? DEFAULT_CASES_DB_PATH;
  console.info(`Case management: local store ${file} (set CASE_MANAGEMENT_URL to post to the service)`);
  return { cases: new LocalCaseStore(file), settings };
}
