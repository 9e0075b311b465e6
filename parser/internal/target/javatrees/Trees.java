import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.tree.ParseTree;

/**
 * Trees LEXER PARSER START FILE... writes, beside each FILE, FILE.antlr-tree:
 * the parse tree from rule START, as org.antlr.v4.gui.TestRig -tree prints
 * it, and, if it has syntax errors, FILE.antlr-errors: one line each. One
 * JVM for all the files (TestRig starts one a file).
 */
public class Trees {
  public static void main(String[] args) throws Exception {
    Class<?> lexerClass = Class.forName(args[0]);
    Class<?> parserClass = Class.forName(args[1]);
    String start = args[2];
    for (int i = 3; i < args.length; i++) {
      Path file = Paths.get(args[i]);
      StringBuilder errors = new StringBuilder();
      BaseErrorListener collect = new BaseErrorListener() {
        @Override
        public void syntaxError(Recognizer<?, ?> r, Object symbol, int line, int col, String msg, RecognitionException e) {
          errors.append(line).append(':').append(col + 1).append(": ").append(msg).append('\n');
        }
      };
      CharStream input = CharStreams.fromPath(file);
      Lexer lexer = (Lexer) lexerClass.getConstructor(CharStream.class).newInstance(input);
      lexer.removeErrorListeners();
      lexer.addErrorListener(collect);
      Parser parser = (Parser) parserClass.getConstructor(TokenStream.class).newInstance(new CommonTokenStream(lexer));
      parser.removeErrorListeners();
      parser.addErrorListener(collect);
      ParseTree tree = (ParseTree) parserClass.getMethod(start).invoke(parser);
      Files.writeString(Paths.get(file + ".antlr-tree"), tree.toStringTree(parser) + "\n");
      Path errs = Paths.get(file + ".antlr-errors");
      if (errors.length() > 0) {
        Files.writeString(errs, errors.toString());
      } else {
        Files.deleteIfExists(errs);
      }
    }
  }
}
