-- issue 17 §4: products the stock import created before it wrote their search_name (the
-- shared directoryKey of the name, as productSearchNameSql writes it) become searchable
UPDATE "market_products" SET "search_name" = btrim(regexp_replace(lower(translate(replace(replace(replace(replace("name", 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸ', 'aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuyy')), '[^a-z0-9]+', ' ', 'g'))
WHERE "search_name" = '' AND "brand_id" IS NULL;
