-- A mailed code acts as asked only in the browser that asked for it: `device_hash` is the SHA-256
-- of that browser's mark (an HttpOnly cookie set when asking). NULL for the codes stored before:
-- they count as asked for on another device.
ALTER TABLE account_codes ADD COLUMN device_hash TEXT;
