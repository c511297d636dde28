/**
 * The shop's clock for what it shows by date (SPEC §9: campaigns are active while
 * start <= now < end). One function, passed in as configuration (ServicePorts.clock), so a test or
 * an editor's preview judges the content at a fixed instant and nothing scattered reads Date.now().
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * The clock a host configures: the system's, or a fixed instant from the setting `SHOP_CLOCK`
 * (ISO 8601, e.g. "2026-11-25T12:00:00Z") for previews and the browser tests. A setting that is no
 * instant is refused at start, not silently ignored: a wrong clock would show the wrong campaigns.
 */
export function clockFromSetting(setting: string | undefined): Clock {
  if (setting === undefined || setting.trim() === "") return systemClock;
  const fixed = new Date(setting.trim());
  if (!/^\d{4}-\d{2}-\d{2}T/.test(setting.trim()) || Number.isNaN(fixed.getTime()))
    throw new Error(`SHOP_CLOCK is not an ISO 8601 instant: ${JSON.stringify(setting)}`);
  // Said at start: a value left over from a test would freeze which campaigns the shop shows.
  console.warn(`SHOP_CLOCK: campaigns are judged at ${fixed.toISOString()}, not at the current time`);
  return () => new Date(fixed.getTime());
}
