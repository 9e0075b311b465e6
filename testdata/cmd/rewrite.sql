-- Customers and their orders: the join on customer_id with a LIKE
-- pattern is what the (made up) bug needs.
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL, balance REAL);
CREATE TABLE orders (order_id INTEGER, customer_id INTEGER, amount REAL, note TEXT);
INSERT INTO customers VALUES (1042, 'Margaret Hamilton', 250.75);
INSERT INTO orders VALUES (77, 1042, 19.99, 'first order, shipped by "express" mail');
SELECT customer_name, SUM(amount) AS total
  FROM customers JOIN orders ON customers.customer_id = orders.customer_id
  WHERE note LIKE '%express\_%' ESCAPE '\'
  GROUP BY customer_name
  HAVING total > 10.5
  ORDER BY total DESC
  LIMIT 1000;
