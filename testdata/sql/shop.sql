-- A small shop database, written for hddmin's tests. One query near the
-- end uses an aggregate where SQLite does not allow it; sqlite3 reports
-- "misuse of aggregate function" and goes on with the rest.
CREATE TABLE customer (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT UNIQUE,
    created_at TEXT DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE product (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    price REAL CHECK (price >= 0),
    stock INTEGER DEFAULT 0
);

CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER REFERENCES customer(id) ON DELETE CASCADE,
    ordered_at TEXT,
    status TEXT CHECK (status IN ('new', 'paid', 'shipped'))
);

CREATE TABLE order_line (
    order_id INTEGER REFERENCES orders(id),
    product_id INTEGER REFERENCES product(id),
    quantity INTEGER NOT NULL,
    PRIMARY KEY (order_id, product_id)
) WITHOUT ROWID;

CREATE INDEX order_customer ON orders(customer_id, ordered_at DESC);

INSERT INTO customer (id, name, email) VALUES
    (1, 'Ada', 'ada@example.org'),
    (2, 'Brian', 'brian@example.org'),
    (3, 'Chen', NULL);

INSERT INTO product VALUES (1, 'Lamp', 19.5, 10), (2, 'Desk', 120, 2), (3, 'Chair', 45.25, 0);

INSERT INTO orders VALUES (1, 1, '2026-01-02', 'paid'), (2, 2, '2026-01-05', 'new'), (3, 1, '2026-02-01', 'shipped');

INSERT INTO order_line VALUES (1, 1, 2), (1, 3, 4), (2, 2, 1), (3, 1, 1);

CREATE VIEW order_total AS
    SELECT o.id AS order_id, c.name, sum(l.quantity * p.price) AS total
    FROM orders AS o
    JOIN customer AS c ON c.id = o.customer_id
    JOIN order_line AS l ON l.order_id = o.id
    JOIN product AS p ON p.id = l.product_id
    GROUP BY o.id, c.name;

CREATE TRIGGER stock_update AFTER INSERT ON order_line
BEGIN
    UPDATE product SET stock = stock - NEW.quantity WHERE id = NEW.product_id;
END;

WITH RECURSIVE month(n) AS (
    SELECT 1
    UNION ALL
    SELECT n + 1 FROM month WHERE n < 12
)
SELECT n, (SELECT count(*) FROM orders WHERE CAST(strftime('%m', ordered_at) AS INTEGER) = n) AS orders
FROM month;

SELECT name, total, rank() OVER (ORDER BY total DESC) AS place
FROM order_total
WHERE total > 10
ORDER BY place
LIMIT 5;

SELECT p.title,
       CASE WHEN p.stock = 0 THEN 'sold out' WHEN p.stock < 3 THEN 'few left' ELSE 'in stock' END AS availability
FROM product AS p
WHERE p.price BETWEEN 10 AND 200 AND p.title LIKE '%a%';

SELECT c.name
FROM customer AS c
WHERE EXISTS (
    SELECT 1 FROM orders AS o
    WHERE o.customer_id = c.id AND max(o.ordered_at) > '2026-01-01'
);

UPDATE orders SET status = 'shipped' WHERE status = 'paid' AND ordered_at < date('2026-03-01');

DELETE FROM order_line WHERE quantity = 0;
