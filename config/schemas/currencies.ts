import { CURRENCY_CODES } from "../currencies";
import * as z from "../zod-mini";

export const currencySchema = z.object({
  code: z.enum(CURRENCY_CODES),
  label: z.string(),
  style: z.literal("currency"),
  /**
   * SPEC §9 "Currency display": narrow symbol for CZK, DKK, SEK ("Kč", "kr."), the symbol elsewhere.
   */
  display: z.enum(["symbol", "narrowSymbol"]),
  /**
   * Minor-unit digits of amounts in this shop (centAmount / 10^fractionDigits). HUF has none:
   * forint prices and totals are whole numbers, as the platform issue asks ("HUF without cents").
   */
  fractionDigits: z.number().check(z.int(), z.minimum(0), z.maximum(3)),
});

export const CURRENCIES_TABLE = z.record(z.enum(CURRENCY_CODES), currencySchema);
