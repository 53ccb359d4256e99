-- Members used to be named by their masked phone (138****8000) or masked email address when they gave no name;
-- the profile prefilled that as the Name and saving stored the stars (issue 12). Such a name is no name: the
-- member centre shows the masked phone in its place, and the profile asks for a real one.
UPDATE "members" SET "name" = ''
WHERE "name" ~ '^\+?[0-9]{3}\*{4}[0-9]+$' OR ("name" LIKE '%*%' AND "name" LIKE '%@%');
