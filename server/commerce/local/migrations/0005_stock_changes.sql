-- Stock changes as a log every process can read: the storefront publishes them to the rooms of the
-- carts holding the SKU (SPEC §7 updated-stock), whichever process wrote them (an order, or an
-- operator's `npm run restock`). commercetools gives the same through a subscription to
-- InventoryEntryQuantitySet messages.
CREATE TABLE stock_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  sku TEXT NOT NULL,
  available_quantity INTEGER NOT NULL
);
CREATE TRIGGER inventory_stock_change AFTER UPDATE OF available_quantity ON inventory
WHEN NEW.channel_id = '' AND NEW.available_quantity <> OLD.available_quantity
BEGIN
  INSERT INTO stock_changes (sku, available_quantity) VALUES (NEW.sku, NEW.available_quantity);
END;

-- SPEC §5: a volume discount and a discount code conflict. A volume discount stops the discounts
-- after it (the codes), so a code in such a cart is ApplicationStoppedByPreviousDiscount and the cart
-- tells the shopper why.
UPDATE cart_discounts SET data = json_set(data, '$.stackingMode', 'StopAfterThisDiscount')
WHERE key LIKE 'volume-%';
