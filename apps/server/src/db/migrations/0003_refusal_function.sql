-- Placing an order is one statement (modules/checkout/place-statement.ts). A refusal found inside it (short stock,
-- balance too low) must undo everything the statement already wrote: raising an error does. SQLSTATE 'SH001' tells
-- the server it is a refusal, the message carries its error code.
CREATE FUNCTION shop_refuse(code text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'SH001', MESSAGE = code;
END
$$;
